/**
 * ProseMirror commands of the inline toolbar (spec §2: bold, italic, underline, strikethrough,
 * subscript, superscript, link; issue 20 §3: font size, font family, colour, and the block's
 * alignment, indent and line height) and the toolbar's view of the editor state. Pure over
 * `EditorState`: called without `dispatch` a command answers "could I run?", which is how the
 * toolbar buttons get their enabled state (prosemirror-history style).
 */
import { toggleMark } from 'prosemirror-commands';
import { redoDepth, undoDepth } from 'prosemirror-history';
import type { Mark, MarkType, Node as PMNode } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import { type Attr, setAttr } from '../../../domain/html-tree.ts';
import { linkAttributes } from '../../../domain/rules/links.ts';
import type { LinkValue } from '../inspector/types.ts';
import { type BlockProperty, type BlockStyle, blockStyleOf } from './block-style.ts';
import { linkHref, type ToggleMark, textSchema } from './schema.ts';
import { STYLE_MARKS, type StyleMark } from './style-marks.ts';

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
  readonly link: { readonly href: string; readonly newTab: boolean; readonly eventId?: string } | null;
  /** Text is selected, or the caret is inside a link: the link button can act. */
  readonly canLink: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Each style mark's value over the selection when it is one value throughout, else null. */
  readonly styles: Readonly<Record<StyleMark, string | null>>;
  /** The block's alignment, line height and indent as they will be committed. */
  readonly block: BlockStyle;
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
export function setLink(href: string, newTab: boolean, eventId?: string): Command {
  return (state, dispatch) => {
    const range = linkRange(state);
    if (!range || href.trim() === '') return false;
    let attrs = attrsOf(range.mark);
    const changes = linkAttributes({
      href,
      openInNewTab: newTab,
      className: attrs.find(([name]) => name === 'class')?.[1] ?? null,
      eventId: eventId ?? attrs.find(([name]) => name === 'data-event-id')?.[1] ?? null,
    });
    for (const [name, value] of Object.entries(changes)) attrs = setAttr(attrs, name, value);
    if (dispatch) {
      const tr = state.tr.removeMark(range.from, range.to, linkType());
      dispatch(tr.addMark(range.from, range.to, linkType().create({ attrs })).scrollIntoView());
    }
    return true;
  };
}

/**
 * Sets a style mark (font size, family, colour) on the selection, or removes it (value null). With
 * nothing selected it applies to the whole block: a size picked with the caret in a heading
 * changes the heading the user sees, rather than only the next letters typed.
 */
export function setStyleMark(name: StyleMark, value: string | null): Command {
  return (state, dispatch) => {
    const type = textSchema.marks[name]!;
    const { empty } = state.selection;
    const from = empty ? 0 : state.selection.from;
    const to = empty ? state.doc.content.size : state.selection.to;
    if (dispatch) {
      const tr = state.tr;
      if (from === to) {
        // An empty block: the mark waits for the first letter typed.
        if (value === null) tr.removeStoredMark(type);
        else tr.addStoredMark(type.create({ value }));
      } else {
        tr.removeMark(from, to, type);
        if (value !== null) tr.addMark(from, to, type.create({ value }));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Sets one of the block's own styles (null removes it); a no-op answers false. */
export function setBlockStyle(property: BlockProperty, value: string | null): Command {
  return (state, dispatch) => {
    if ((state.doc.attrs[property] ?? null) === value) return false;
    if (dispatch) dispatch(state.tr.setDocAttribute(property, value));
    return true;
  };
}

/** Link address check: any address a page can link to, but never a script. */
export function linkProblem(href: string): string | null {
  const value = href.trim();
  if (value === '') return 'Enter a link address.';
  // Control characters and spaces inside a scheme are ignored by browsers, so strip them first.
  const scheme = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
  if (/^javascript:/i.test(scheme)) return 'A link cannot run a script.';
  return null;
}

/** The link the picker starts from: the one at the selection, or an empty one. */
export function currentLink(state: ToolbarState): LinkValue {
  const { link } = state;
  return {
    href: link?.href ?? '',
    openInNewTab: link?.newTab ?? false,
    ...(link?.eventId ? { eventId: link.eventId } : {}),
  };
}

/**
 * What the picker's answer does: an empty href removes the link, a script address does nothing
 * (null), any other sets it.
 */
export function linkPickCommand(chosen: LinkValue): Command | null {
  if (chosen.href.trim() === '') return removeLink;
  if (linkProblem(chosen.href) !== null) return null;
  return setLink(chosen.href.trim(), chosen.openInNewTab, chosen.eventId);
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
  const eventId = attrsOf(mark).find(([name]) => name === 'data-event-id')?.[1];
  const link = mark
    ? {
        href: linkHref(mark),
        newTab: attrsOf(mark).some(([name, value]) => name === 'target' && value === '_blank'),
        ...(eventId ? { eventId } : {}),
      }
    : null;
  const styles = Object.fromEntries(STYLE_MARKS.map((name) => [name, styleValue(state, name)])) as Record<
    StyleMark,
    string | null
  >;
  return {
    active,
    link,
    canLink: range !== null,
    canUndo: undoDepth(state) > 0,
    canRedo: redoDepth(state) > 0,
    styles,
    block: blockStyleOf(state.doc.attrs),
  };
}

/** The value of a style mark at the caret, or over the selection when every text in it has the same. */
function styleValue(state: EditorState, name: StyleMark): string | null {
  const type = textSchema.marks[name]!;
  const valueIn = (marks: readonly Mark[]) =>
    (type.isInSet(marks)?.attrs.value as string | undefined) ?? null;
  const { from, to, empty, $from } = state.selection;
  if (empty) return valueIn(state.storedMarks ?? $from.marks());
  const values = new Set<string | null>();
  state.doc.nodesBetween(from, to, (node) => {
    if (node.isInline) values.add(valueIn(node.marks));
  });
  return values.size === 1 ? [...values][0]! : null;
}
