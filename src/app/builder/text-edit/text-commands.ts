/**
 * ProseMirror commands of the inline toolbar (spec §2: bold, italic, underline, strikethrough,
 * subscript, superscript, link) and the toolbar's view of the editor state. Pure over
 * `EditorState`: called without `dispatch` a command answers "could I run?", which is how the
 * toolbar buttons get their enabled state (prosemirror-history style).
 */
import { toggleMark } from 'prosemirror-commands';
import { redoDepth, undoDepth } from 'prosemirror-history';
import type { Mark, MarkType, Node as PMNode } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import { type Attr, setAttr } from '../../../domain/html-tree.ts';
import { linkAttributes } from '../../../domain/rules/links.ts';
import { linkHref, type ToggleMark, textSchema } from './schema.ts';

export const TOGGLE_MARKS: readonly ToggleMark[] = [
  'bold',
  'italic',
  'underline',
  'strike',
  'subscript',
  'superscript',
];

export interface ToolbarState {
  readonly active: Readonly<Record<ToggleMark, boolean>>;
  /** The link at the selection, or null. */
  readonly link: { readonly href: string; readonly newTab: boolean } | null;
  /** Text is selected, or the caret is inside a link: the link button can act. */
  readonly canLink: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

const linkType = (): MarkType => textSchema.marks.link!;

export function toggle(mark: ToggleMark): Command {
  return toggleMark(textSchema.marks[mark]!);
}

function isActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The link around `pos` (a caret at either end of a link counts as inside it) and its extent. */
export function linkAt(doc: PMNode, pos: number): { mark: Mark; from: number; to: number } | null {
  const type = linkType();
  const runs: { mark: Mark; from: number; to: number }[] = [];
  doc.forEach((child, offset) => {
    const mark = type.isInSet(child.marks);
    if (!mark) return;
    const last = runs[runs.length - 1];
    if (last?.mark.eq(mark) && last.to === offset) last.to = offset + child.nodeSize;
    else runs.push({ mark, from: offset, to: offset + child.nodeSize });
  });
  return runs.find((run) => run.from <= pos && pos <= run.to) ?? null;
}

function linkRange(state: EditorState): { from: number; to: number; mark: Mark | null } | null {
  const { from, to, empty } = state.selection;
  const link = linkAt(state.doc, from);
  if (empty) return link ? { from: link.from, to: link.to, mark: link.mark } : null;
  return { from, to, mark: link && link.from <= from && to <= link.to ? link.mark : null };
}

function attrsOf(mark: Mark | null): readonly Attr[] {
  return (mark?.attrs.attrs as readonly Attr[] | undefined) ?? [];
}

/**
 * Links the selection (or re-targets the link around the caret). The link rules of spec §5
 * apply: "open in a new tab" adds `target` (and a safe `rel`); other attributes are kept.
 */
export function setLink(href: string, newTab: boolean): Command {
  return (state, dispatch) => {
    const range = linkRange(state);
    if (!range || href.trim() === '') return false;
    let attrs = attrsOf(range.mark);
    const changes = linkAttributes({
      href,
      openInNewTab: newTab,
      className: attrs.find(([name]) => name === 'class')?.[1] ?? null,
      eventId: attrs.find(([name]) => name === 'data-event-id')?.[1] ?? null,
    });
    for (const [name, value] of Object.entries(changes)) attrs = setAttr(attrs, name, value);
    if (dispatch) {
      const tr = state.tr.removeMark(range.from, range.to, linkType());
      dispatch(tr.addMark(range.from, range.to, linkType().create({ attrs })).scrollIntoView());
    }
    return true;
  };
}

export const removeLink: Command = (state, dispatch) => {
  const range = linkRange(state);
  if (!range || !state.doc.rangeHasMark(range.from, range.to, linkType())) return false;
  if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, linkType()));
  return true;
};

/** A typed line break (spec §5: line breaks are stored as `<br>`). */
export const insertBreak: Command = (state, dispatch) => {
  if (dispatch)
    dispatch(state.tr.replaceSelectionWith(textSchema.nodes.hard_break!.create()).scrollIntoView());
  return true;
};

export function toolbarState(state: EditorState): ToolbarState {
  const active = Object.fromEntries(
    TOGGLE_MARKS.map((name) => [name, isActive(state, textSchema.marks[name]!)]),
  ) as Record<ToggleMark, boolean>;
  const range = linkRange(state);
  const mark = range?.mark ?? null;
  const link = mark
    ? {
        href: linkHref(mark),
        newTab: attrsOf(mark).some(([name, value]) => name === 'target' && value === '_blank'),
      }
    : null;
  return {
    active,
    link,
    canLink: range !== null,
    canUndo: undoDepth(state) > 0,
    canRedo: redoDepth(state) > 0,
  };
}
