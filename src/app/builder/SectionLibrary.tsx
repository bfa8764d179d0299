/**
 * The sections library of "Funnel and sections" ("Add a section"): the shipped sections as pictures
 * cropped to each section's own height (content/thumbnails/sections), grouped by category under sticky
 * headers while no category is chosen, with a search. Hovering a card, or focusing its Add button,
 * shows the picture larger beside the drawer (issue 27). A card is dragged into the canvas whole; its
 * Add button is the keyboard's way. The cards are plain elements styled by section-library.css.
 */
import { Box, Image, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import type { ListSectionResponse } from '../../api/section.ts';
import type { SectionInput } from '../../commands/section.ts';
import { useApi } from '../session/SessionProvider.tsx';
import { setSectionDragData } from './elements/drag-data.ts';
import './section-library.css';

type LibrarySection = ListSectionResponse['sections'][number];

export function toSectionInput(section: LibrarySection): SectionInput {
  return {
    section_name: section.section_name,
    section_title: section.section_title,
    section_type: section.section_type.name,
    section_html: section.section_html,
    section_css: section.section_css,
    section_js: section.section_js,
  };
}

/** Sections in the library's category order, each category once, in the order the library lists them. */
export function groupByCategory(
  sections: readonly LibrarySection[],
  categories: readonly string[],
): { category: string; sections: LibrarySection[] }[] {
  const groups = new Map<string, LibrarySection[]>(categories.map((name) => [name, []]));
  for (const section of sections) {
    const group = groups.get(section.category);
    if (group) group.push(section);
    else groups.set(section.category, [section]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, sections: list }));
}

/**
 * What the larger preview shows: one store for the whole library, so hovering a card re-renders the
 * preview alone, not the dozens of cards (the library stays memoised while the page is edited).
 */
interface Preview {
  readonly src: string;
  readonly title: string;
  readonly top: number;
  readonly left: number;
}
const PREVIEW_DELAY_MS = 250;
const PREVIEW_WIDTH_PX = 560;

function createPreviewStore() {
  let current: Preview | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: Preview | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    show(section: LibrarySection, card: Element) {
      clearTimeout(timer);
      const rect = card.getBoundingClientRect();
      timer = setTimeout(
        () =>
          set({ src: section.thumbnail, title: section.section_title, top: rect.top, left: rect.right + 12 }),
        PREVIEW_DELAY_MS,
      );
    },
    hide() {
      clearTimeout(timer);
      if (current) set(null);
    },
  };
}

function LargerPreview({ store }: { store: ReturnType<typeof createPreviewStore> }) {
  const preview = useSyncExternalStore(store.subscribe, store.get);
  if (!preview) return null;
  // Beside the drawer, kept inside the window; as tall as the picture needs, up to 70% of the window.
  const width = Math.min(PREVIEW_WIDTH_PX, window.innerWidth - preview.left - 16);
  if (width < 240) return null;
  return (
    <Box
      position="fixed"
      zIndex="popover"
      left={`${preview.left}px`}
      top={`${Math.max(8, Math.min(preview.top, window.innerHeight * 0.3))}px`}
      w={`${width}px`}
      bg="bg"
      borderWidth="1px"
      rounded="md"
      shadow="lg"
      overflow="hidden"
      pointerEvents="none"
      aria-hidden="true"
      data-testid="section-preview"
    >
      <Image src={preview.src} alt="" w="full" maxH="70vh" objectFit="contain" objectPosition="top" />
      <Text px="3" py="2" fontSize="sm" fontWeight="medium" borderTopWidth="1px">
        {preview.title}
      </Text>
    </Box>
  );
}

export const SectionLibrary = memo(function SectionLibrary({
  onAdd,
  hintId,
}: {
  onAdd: (section: SectionInput) => void;
  /** The line telling where Add puts a section; each Add button is described by it. */
  hintId: string;
}) {
  const api = useApi();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [preview] = useState(createPreviewStore);
  useEffect(() => () => preview.hide(), [preview]);
  const library = useQuery({
    queryKey: ['sections', 'library'],
    queryFn: ({ signal }) =>
      api.request<ListSectionResponse>({ method: 'GET', path: '/api/section/list_section', signal }),
    staleTime: 10 * 60 * 1000,
    meta: { errorTitle: 'Could not load the sections library' },
  });
  const needle = search.trim().toLowerCase();
  const categories = library.data?.categories ?? [];
  const shown = (library.data?.sections ?? []).filter(
    (section) =>
      (!category || section.category === category) &&
      (!needle || `${section.section_title} ${section.description}`.toLowerCase().includes(needle)),
  );
  const card = (section: LibrarySection) => (
    <li
      key={section._id}
      className="pw-lib-card"
      draggable
      title={`Drag ${section.section_title} into the page`}
      onDragStart={(event) => {
        preview.hide();
        setSectionDragData(event.dataTransfer, toSectionInput(section));
      }}
      onMouseEnter={(event) => preview.show(section, event.currentTarget)}
      onMouseLeave={() => preview.hide()}
      onFocus={(event) => preview.show(section, event.currentTarget)}
      onBlur={() => preview.hide()}
    >
      {/* Not draggable itself: the whole card is what a drag takes. */}
      <img className="pw-lib-thumb" src={section.thumbnail} alt="" loading="lazy" draggable={false} />
      <div className="pw-lib-foot">
        <p className="pw-lib-title">{section.section_title}</p>
        <button
          type="button"
          className="pw-lib-add"
          aria-label={`Add ${section.section_title}`}
          aria-describedby={hintId}
          onClick={() => onAdd(toSectionInput(section))}
        >
          Add
        </button>
      </div>
    </li>
  );
  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="Section category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="sm"
        type="search"
        aria-label="Search sections"
        placeholder="Search sections"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {library.isPending && <Text fontSize="sm">Loading sections…</Text>}
      {library.data && shown.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No section matches “{search.trim()}”.
        </Text>
      )}
      {category ? (
        <ul className="pw-lib-list">{shown.map(card)}</ul>
      ) : (
        groupByCategory(shown, categories).map((group) => (
          <fieldset key={group.category} className="pw-lib-group" aria-label={`${group.category} sections`}>
            <p className="pw-lib-header">
              {group.category} · {group.sections.length}
            </p>
            <ul className="pw-lib-list">{group.sections.map(card)}</ul>
          </fieldset>
        ))
      )}
      <LargerPreview store={preview} />
    </Stack>
  );
});
