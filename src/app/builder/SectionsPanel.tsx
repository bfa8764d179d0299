/**
 * "Funnel and sections" (spec §4 Section actions): the page's sections with drag-reorder
 * (@dnd-kit: pointer, and keyboard — Space to pick up, arrows to move, Space to drop — with
 * screen-reader announcements), move up/down, duplicate and remove (confirmed), and the sections
 * library (categories, thumbnails, search). A library section is dragged into the canvas, where it
 * lands before or after the section under the pointer (elements/canvas-drop.ts), or added with its
 * button (the keyboard's way) right after the section holding the canvas selection — after the ones
 * Add already put there, so repeated Adds keep their order — or at the end when nothing is
 * selected; the canvas then scrolls to it unless it is already in view. Every
 * action is one command, so one undo entry; a drag that ends where it started runs nothing.
 */

import { Stack, Text } from '@chakra-ui/react';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Command } from '../../commands/registry.ts';
import type { SectionInput } from '../../commands/section.ts';
import type { SectionState } from '../../domain/document.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { afterNextPaint, afterPaintSettles } from './after-paint.ts';
import type { EditorStore } from './editor-store.ts';
import { revealSection } from './elements/canvas-sections.ts';
import { libraryInsertIndex } from './elements/drop-placement.ts';
import { SectionLibrary } from './SectionLibrary.tsx';
import { useEditorSelector } from './use-editor.ts';
import './sections-panel.css';

/** Pointer drags start after this many pixels, so clicks on the row's buttons stay clicks. */
const DRAG_START_DISTANCE_PX = 5;

export interface SectionsPanelProps {
  readonly store: EditorStore;
  readonly run: (command: Command) => void;
  /** The section holding the canvas selection (`selection?.sectionId`): Add puts a section after it. */
  readonly selectedSectionId?: string | null;
  /** The canvas document, to scroll to a section Add put in (optional: without it nothing scrolls). */
  readonly canvasDocument?: Document | null;
  /** Opens a section's Section settings panel (each row's settings button; absent: no button). */
  readonly onOpenSettings?: (sectionId: string) => void;
}

export function SectionsPanel({
  store,
  run,
  selectedSectionId = null,
  canvasDocument,
  onOpenSettings,
}: SectionsPanelProps) {
  const sections = useEditorSelector(store, (snapshot) => snapshot.state.doc.sections, sameRows);
  const [removing, setRemoving] = useState<SectionState | null>(null);
  // The dialog stays open until the removal has painted: a second click must not remove twice.
  const confirmed = useRef<SectionState | null>(null);
  // Read at the click, so the library (dozens of thumbnails) does not re-render as the selection moves.
  const target = useRef({ selectedSectionId, canvasDocument });
  useEffect(() => {
    target.current = { selectedSectionId, canvasDocument };
  }, [selectedSectionId, canvasDocument]);
  // The section the last Add put in, and the selection it went below: an Add does not move the
  // selection, so the next one, under the same selection, goes after it rather than before it.
  const lastAdded = useRef<{ below: string; sectionId: string } | null>(null);
  const addSection = useCallback(
    (section: SectionInput) => {
      const { selectedSectionId, canvasDocument } = target.current;
      const sections = store.getSnapshot().state.doc.sections;
      const chained = lastAdded.current;
      const after =
        chained &&
        chained.below === selectedSectionId &&
        sections.some((s) => s.section_id === chained.sectionId)
          ? chained.sectionId
          : selectedSectionId;
      const before = store.lastEntry();
      run({ kind: 'section.add', section, index: libraryInsertIndex(sections, after) });
      const entry = store.lastEntry();
      const added =
        entry === before ? undefined : entry?.events.find((event) => event.type === 'section.added');
      if (added?.type !== 'section.added') return;
      lastAdded.current = selectedSectionId
        ? { below: selectedSectionId, sectionId: added.section.section_id }
        : null;
      // After the canvas has painted the new section, so the scroll never delays the edit's frame.
      afterNextPaint(() => revealSection(canvasDocument, added.section.section_id));
    },
    [run, store],
  );
  const selected = sections.find((section) => section.section_id === selectedSectionId);
  const hintId = useId();
  return (
    <Stack gap="5">
      {sections.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          This page has no sections yet.
        </Text>
      ) : (
        <SectionList sections={sections} run={run} onRemove={setRemoving} onOpenSettings={onOpenSettings} />
      )}
      <Stack gap="3" aria-label="Sections library" role="region">
        <Text fontWeight="semibold" fontSize="sm">
          Add a section
        </Text>
        <Text fontSize="xs" color="gray.600" id={hintId}>
          {selected
            ? `Drag a section into the page, or add it below “${titleOf(selected)}”, the selected section.`
            : 'Drag a section into the page, or add it at the end of the page.'}
        </Text>
        <SectionLibrary onAdd={addSection} hintId={hintId} />
      </Stack>
      {/* Mounted only while asking: a closed dialog still re-rendered with every edit of the page. */}
      {removing && (
        <ConfirmDialog
          open
          title={`Remove “${removing.section_title}”?`}
          confirmLabel="Remove section"
          destructive
          lockScroll={false}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            if (confirmed.current === removing) return;
            confirmed.current = removing;
            run({ kind: 'section.remove', sectionId: removing.section_id });
            // The canvas shows the removal first; closing the dialog (focus return, scroll unlock) follows.
            afterPaintSettles(() => {
              confirmed.current = null;
              setRemoving((current) => (current === removing ? null : current));
            });
          }}
        >
          You can undo this with Undo.
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/**
 * The list shows each section's id and title (or name) in order: a text or style edit in a section
 * replaces its object but changes nothing the list shows, so the list keeps the sections it has and
 * does not render at all (on a 200-section page its render, dnd-kit's rows included, took longer than
 * the edit's frame, on the same cores as the draft's write).
 */
export function sameRows(a: readonly SectionState[], b: readonly SectionState[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (
      x !== y &&
      (x.section_id !== y.section_id ||
        x.section_title !== y.section_title ||
        x.section_name !== y.section_name)
    )
      return false;
  }
  return true;
}

/** A row's height and the gap below it (sections-panel.css draws rows this high). */
const ROW_PX = 34;
const ROW_GAP_PX = 4;
/** Rows drawn beyond the visible ones, so Tab and the drag keys always find the next row. */
const OVERSCAN_ROWS = 6;

/**
 * The page's sections as a sortable list in its own scroll box, virtualised
 * (@tanstack/react-virtual): only the rows in view (and a few either side) are mounted, so a
 * 200-section page costs what 25 rows cost when it opens and whenever the order changes (dnd-kit
 * re-renders every mounted sortable row then). The row being dragged and the row holding focus
 * stay mounted wherever they are, so a drag or a run of "Move down" presses never loses them.
 */
function SectionList({
  sections,
  run,
  onRemove,
  onOpenSettings,
}: {
  sections: readonly SectionState[];
  run: (command: Command) => void;
  onRemove: (section: SectionState) => void;
  onOpenSettings: ((sectionId: string) => void) | undefined;
}) {
  // The id list keeps its identity while the order does not change (a text edit replaces a section
  // object, not the order): dnd-kit re-renders every sortable row whenever its items change identity.
  const idsKey = sections.map((section) => section.section_id).join('\n');
  const ids = useMemo(() => idsKey.split('\n'), [idsKey]);
  const accessibility = useMemo(
    () => ({
      announcements: announcements(sections),
      screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS },
    }),
    [sections],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A ref, not state: re-rendering the list as a keyboard drag starts cancelled its first move.
  const dragged = useRef<string | null>(null);
  // The focused row, and where it was when last placed. Refs, not state: focus lands on a row button
  // at every click on it, and re-rendering the list there delayed the click's command by a few ms.
  const focused = useRef<string | null>(null);
  const placed = useRef({ id: null as string | null, index: -1 });
  const scroller = useRef<HTMLDivElement>(null);
  // Read when the virtualiser computes its range (it re-renders the list on every scroll), so the
  // focused row and the dragged one stay mounted wherever the list is scrolled.
  const kept = () =>
    [dragged.current, focused.current]
      .map((id) => (id === null ? -1 : ids.indexOf(id)))
      .filter((i) => i >= 0);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX + ROW_GAP_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => ids[index] ?? index,
    // Before the box is measured (and where nothing is laid out), assume a drawer's height.
    initialRect: { width: 300, height: 600 },
    rangeExtractor: (range) =>
      [...new Set([...defaultRangeExtractor(range), ...kept()])].sort((a, b) => a - b),
    // A scroll of the list re-renders it in a task of its own, not inside the scroll event: by
    // default the virtualiser renders synchronously there, and a scroll event is dispatched in the
    // next frame — the canvas's frame for the next command when the list had just followed a moved
    // row — which then waited for the list (and any panel update pending) to render: 130 ms seen.
    useFlushSync: false,
  });
  // The focused row follows its section when a move takes it out of view (only then: scrolling
  // as focus lands, or as a keyboard drag starts, would disturb what the user is doing).
  useEffect(() => {
    const id = focused.current;
    const index = id === null ? -1 : ids.indexOf(id);
    const before = placed.current;
    placed.current = { id, index };
    if (id === null || before.id !== id || before.index === index) return;
    if (dragged.current === null && index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [ids, virtualizer]);
  const focus = (id: string | null) => {
    focused.current = id;
    placed.current = { id, index: id === null ? -1 : ids.indexOf(id) };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragged.current = null;
    if (!over || active.id === over.id) return;
    const toIndex = ids.indexOf(String(over.id));
    if (toIndex !== -1) run({ kind: 'section.reorder', sectionId: String(active.id), toIndex });
  };
  const rowOf = (target: EventTarget | null) =>
    (target as Element | null)?.closest?.('[data-row-id]')?.getAttribute('data-row-id') ?? null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => {
        dragged.current = String(active.id);
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragged.current = null;
      }}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div ref={scroller} className="pw-section-scroll">
          <ol
            className="pw-section-list"
            aria-label="Page sections"
            style={{ height: virtualizer.getTotalSize() }}
            onFocus={(event) => focus(rowOf(event.target))}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focus(null);
            }}
          >
            {virtualizer.getVirtualItems().map((item) => (
              <SectionRow
                key={item.key}
                section={sections[item.index]!}
                index={item.index}
                count={sections.length}
                top={item.start}
                run={run}
                onRemove={onRemove}
                onOpenSettings={onOpenSettings}
              />
            ))}
          </ol>
        </div>
      </SortableContext>
    </DndContext>
  );
}

export const REORDER_INSTRUCTIONS =
  'To reorder a section, press Space or Enter to pick it up, use the Up and Down arrow keys to move it, ' +
  'then press Space or Enter to drop it, or Escape to cancel.';

const titleOf = (section: SectionState | undefined) =>
  section ? section.section_title || section.section_name : 'section';

/** What screen readers hear while a section is dragged: its name and positions, 1-based. */
export function announcements(sections: readonly SectionState[]): Announcements {
  const at = (id: UniqueIdentifier | undefined) => sections.findIndex((section) => section.section_id === id);
  const name = (id: UniqueIdentifier) => titleOf(sections[at(id)]);
  const total = sections.length;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${at(active.id) + 1} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over position ${at(over.id) + 1} of ${total}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was dropped at position ${at(over.id) + 1} of ${total}.`
        : `${name(active.id)} was dropped back at position ${at(active.id) + 1}.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${name(active.id)} stays at position ${at(active.id) + 1} of ${total}.`,
  };
}

/**
 * Memoised: an edit re-renders only the rows whose section (kept by identity when untouched) or
 * position changed. Plain elements with static classes (sections-panel.css), not Chakra
 * components: a reorder re-renders every row (dnd-kit's items change), and on a 200-section page
 * resolving Chakra's style props for a thousand buttons cost a few hundred milliseconds per command.
 */
const SectionRow = memo(function SectionRow({
  section,
  index,
  count,
  top,
  run,
  onRemove,
  onOpenSettings,
}: {
  section: SectionState;
  index: number;
  count: number;
  /** Where the row sits in the list (px from its top). */
  top: number;
  run: (command: Command) => void;
  onRemove: (section: SectionState) => void;
  onOpenSettings: ((sectionId: string) => void) | undefined;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: section.section_id });
  const title = titleOf(section);
  const move = (direction: 'up' | 'down') =>
    run({ kind: 'section.move', sectionId: section.section_id, direction });
  return (
    <li
      ref={setNodeRef}
      className="pw-section-row"
      data-row-id={section.section_id}
      data-dragging={isDragging || undefined}
      aria-posinset={index + 1}
      aria-setsize={count}
      style={{
        top,
        ...(transform && { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition }),
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="pw-row-button pw-row-grip"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${title}`}
      />
      <span className="pw-row-title" title={section.section_title}>
        {index + 1}. {title}
      </span>
      {/* Over the title's end, shown on hover or keyboard focus: the title has the row to itself. */}
      <span className="pw-row-actions">
        <button
          type="button"
          className="pw-row-button"
          aria-label={`Move ${section.section_title} up`}
          disabled={index === 0}
          onClick={() => move('up')}
        >
          ↑
        </button>
        <button
          type="button"
          className="pw-row-button"
          aria-label={`Move ${section.section_title} down`}
          disabled={index === count - 1}
          onClick={() => move('down')}
        >
          ↓
        </button>
        {onOpenSettings && (
          <button
            type="button"
            className="pw-row-button pw-row-settings"
            aria-label={`Section settings: ${title}`}
            title="Section settings"
            onClick={() => onOpenSettings(section.section_id)}
          />
        )}
        <button
          type="button"
          className="pw-row-button pw-row-duplicate"
          aria-label={`Duplicate ${section.section_title}`}
          onClick={() => run({ kind: 'section.duplicate', sectionId: section.section_id })}
        />
        <button
          type="button"
          className="pw-row-button pw-row-danger pw-row-remove"
          aria-label={`Remove ${section.section_title}`}
          onClick={() => onRemove(section)}
        />
      </span>
    </li>
  );
});
