/**
 * The Font Awesome 6.6 free icon picker (issue 20 §2 Icon): search, a category, and a grid of
 * icons as buttons named after the icon (`rocket`), navigable with the arrow keys, Home and End
 * (one tab stop, like a toolbar). It downloads its index and Font Awesome's own stylesheet when it
 * first renders — both are in this lazily loaded chunk, never in the builder's first paint — and
 * reports a pick; the caller turns it into commands.
 */
import '@fortawesome/fontawesome-free/css/all.min.css';
import { Box, Button, Input, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FieldFrame } from '../fields/FieldFrame.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { type IconRef, styleClass } from './icon-classes.ts';
import { currentFirst, type IconIndex, loadIconIndex, searchIcons } from './icon-index.ts';

export interface IconPickerProps {
  /** The icon shown now, pressed in the grid. */
  readonly current: IconRef | null;
  readonly onPick: (icon: IconRef) => void;
  /** Names the grid, e.g. "Icons" or "Bullet icons". */
  readonly label?: string;
}

const COLUMNS = 6;
/** Tiles drawn at once; "Show more icons" adds as many again (2,000 buttons would cost a long frame). */
const PAGE = 96;
const TILE = 52;

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'error' }
  | { readonly state: 'ready'; readonly index: IconIndex };

function useIconIndex(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadIconIndex().then(
      (index) => live && setLoaded({ state: 'ready', index }),
      () => live && setLoaded({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/** Where the arrow keys move focus in a grid of `count` tiles, or null for other keys. */
export function nextTile(key: string, at: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1,
    ArrowDown: at + COLUMNS,
    ArrowUp: at - COLUMNS,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  if (next === undefined) return null;
  return Math.min(count - 1, Math.max(0, next));
}

export function IconPicker({ current, onPick, label = 'Icons' }: IconPickerProps) {
  const loaded = useIconIndex();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [focused, setFocused] = useState(0);
  const grid = useRef<HTMLDivElement>(null);
  const countId = useId();

  const index = loaded.state === 'ready' ? loaded.index : null;
  // Unfiltered, the grid opens on the icon shown when the picker opened; not the current one, so a
  // pick never moves the tiles under the pointer. Once the user filters, it is ranked like the rest.
  const opening = useRef(current);
  const results = useMemo(() => {
    if (!index) return [];
    const choices = searchIcons(index, { search, category: category === '' ? null : Number(category) });
    return search === '' && category === '' ? currentFirst(choices, opening.current) : choices;
  }, [index, search, category]);
  const tiles = results.slice(0, shown);
  const active = Math.min(focused, Math.max(0, tiles.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTile(event.key, active, tiles.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(index?.categories.map((name, i) => ({ value: String(i), label: name })) ?? []),
  ];

  return (
    <Box display="flex" flexDirection="column" gap="3">
      <FieldFrame label="Search icons">
        <Input
          size="sm"
          type="search"
          value={search}
          placeholder="rocket, arrow, phone…"
          aria-describedby={countId}
          onChange={(event) => {
            setSearch(event.target.value);
            setShown(PAGE);
            setFocused(0);
          }}
        />
      </FieldFrame>
      <SelectField
        label="Category"
        value={category}
        options={categoryOptions}
        onChange={(value) => {
          setCategory(value);
          setShown(PAGE);
          setFocused(0);
        }}
      />
      <Text id={countId} fontSize="xs" color="gray.600" aria-live="polite">
        {loaded.state === 'loading'
          ? 'Loading icons…'
          : loaded.state === 'error'
            ? 'The icons could not be loaded. Close the panel and open it again to retry.'
            : `${results.length} ${results.length === 1 ? 'icon' : 'icons'}`}
      </Text>
      {tiles.length > 0 && (
        <Box
          ref={grid}
          role="group"
          aria-label={label}
          display="grid"
          gridTemplateColumns={`repeat(${COLUMNS}, ${TILE}px)`}
          gap="1"
          onKeyDown={onKeyDown}
        >
          {tiles.map((tile, i) => {
            const pressed = current?.name === tile.name && current.style === tile.style;
            return (
              <Button
                key={`${tile.style}-${tile.name}`}
                aria-label={tile.label}
                title={tile.label}
                aria-pressed={pressed}
                tabIndex={i === active ? 0 : -1}
                variant={pressed ? 'solid' : 'ghost'}
                width={`${TILE}px`}
                height={`${TILE}px`}
                minWidth="0"
                padding="0"
                fontSize="xl"
                onFocus={() => setFocused(i)}
                onClick={() => onPick({ name: tile.name, style: tile.style })}
              >
                <i className={`${styleClass(tile.style)} fa-${tile.name}`} aria-hidden="true" />
              </Button>
            );
          })}
        </Box>
      )}
      {results.length > tiles.length && (
        <Button size="sm" variant="outline" onClick={() => setShown(shown + PAGE)}>
          Show more icons
        </Button>
      )}
    </Box>
  );
}
