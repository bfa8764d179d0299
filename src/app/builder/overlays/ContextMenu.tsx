/**
 * The right-click menu on canvas elements (spec §2; issue 5: add above / add below depending on
 * the click position, duplicate, remove; "Replace image" on images). "Add above…" or "Add
 * below…" — whichever half of the element was clicked (selection.ts addPosition) — opens the
 * list of blocks to insert there. A menu in the ARIA sense: arrow keys, Home/End, Escape
 * (back, then close), Tab closes; it closes when focus leaves it.
 */
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { menuPlacement, type Point, type Size, viewportOf } from './geometry.ts';
import type { CanvasBlock } from './menu-blocks.ts';

export interface MenuState {
  readonly elementId: string;
  readonly sectionId: string;
  /** Where a block is added: before the element (upper half clicked) or after it. */
  readonly position: 'before' | 'after';
  /** The click, in canvas document coordinates. */
  readonly point: Point;
  readonly label: string;
  readonly isImage: boolean;
  readonly canEditText: boolean;
  /**
   * The menu of an empty block's `Add Element` (spec §4 placeholder): it opens on the block list,
   * and what is chosen takes the placeholder's place.
   */
  readonly fillsPlaceholder?: boolean;
}

export interface ContextMenuProps {
  readonly menu: MenuState;
  readonly documentRef: Document;
  readonly blocks: readonly CanvasBlock[];
  readonly onAdd: (block: CanvasBlock) => void;
  readonly onDuplicate: () => void;
  readonly onRemove: () => void;
  readonly onEditText?: () => void;
  readonly onReplaceImage?: () => void;
  /** Rewrites the texts of the section around the element (issue 24). */
  readonly onRewriteSection?: (() => void) | undefined;
  readonly onClose: () => void;
}

export function ContextMenu(props: ContextMenuProps) {
  const { menu, documentRef, blocks, onClose } = props;
  const [view, setView] = useState<'actions' | 'blocks'>(menu.fillsPlaceholder ? 'blocks' : 'actions');
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const ref = useRef<HTMLDivElement>(null);
  const where = menu.position === 'before' ? 'above' : 'below';
  const addTitle = menu.fillsPlaceholder ? 'Add an element here' : `Add ${where} ${menu.label}`;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    if (width !== size.width || height !== size.height) setSize({ width, height });
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the list shown changes
  useLayoutEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [view]);

  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const showView = (next: 'actions' | 'blocks') => {
    // Keep focus inside while the items are swapped, so the menu does not close on the way.
    ref.current?.focus();
    setView(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(documentRef.activeElement as HTMLElement);
    const focus = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Escape' && view === 'blocks' && !menu.fillsPlaceholder) showView('actions');
    else if (event.key === 'Escape' || event.key === 'Tab') onClose();
    else return;
    event.preventDefault();
  };

  const { top, left } = menuPlacement(menu.point, size, viewportOf(documentRef));
  return (
    <div
      ref={ref}
      className="pw-menu"
      role="menu"
      aria-label={view === 'blocks' ? addTitle : `${menu.label} actions`}
      tabIndex={-1}
      style={{ top, left, visibility: size.width === 0 ? 'hidden' : 'visible' }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      {view === 'actions' ? (
        <>
          {blocks.length > 0 && (
            <MenuItem
              icon={menu.position === 'before' ? 'fa-arrow-up' : 'fa-arrow-down'}
              haspopup
              onSelect={() => showView('blocks')}
            >
              {`Add ${where}`}
            </MenuItem>
          )}
          {props.onEditText && (
            <MenuItem icon="fa-pen" onSelect={props.onEditText}>
              Edit text
            </MenuItem>
          )}
          {props.onReplaceImage && (
            <MenuItem icon="fa-image" onSelect={props.onReplaceImage}>
              Replace image
            </MenuItem>
          )}
          {props.onRewriteSection && (
            <MenuItem icon="fa-wand-magic-sparkles" onSelect={props.onRewriteSection}>
              Rewrite section with AI
            </MenuItem>
          )}
          <MenuItem icon="fa-copy" onSelect={props.onDuplicate}>
            Duplicate
          </MenuItem>
          <MenuItem icon="fa-trash-can" danger onSelect={props.onRemove}>
            Remove
          </MenuItem>
        </>
      ) : (
        <>
          <div className="pw-menu-title" aria-hidden="true">
            {addTitle}
          </div>
          {blocks.map((block) => (
            <MenuItem key={block.name} icon="fa-plus" onSelect={() => props.onAdd(block)}>
              {block.name}
            </MenuItem>
          ))}
          {!menu.fillsPlaceholder && (
            <>
              <hr />
              <MenuItem icon="fa-arrow-left" onSelect={() => showView('actions')}>
                Back
              </MenuItem>
            </>
          )}
        </>
      )}
    </div>
  );
}

function MenuItem({
  icon,
  danger,
  haspopup,
  onSelect,
  children,
}: {
  icon: string;
  danger?: boolean;
  haspopup?: boolean;
  onSelect: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={danger ? 'pw-danger' : undefined}
      aria-haspopup={haspopup ? 'menu' : undefined}
      onClick={onSelect}
    >
      <i className={`fa-solid ${icon}`} aria-hidden="true" />
      {children}
    </button>
  );
}
