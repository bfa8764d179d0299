/**
 * One in-place text edit (issue 5: double-click or Enter edits a heading, paragraph, list item
 * or button label with ProseMirror; leaving the block commits one grouped command).
 *
 * The edited canvas element becomes the editor's root (`mount`), so the text keeps its page
 * styling. That DOM is transient: a commit that changes the text runs `element.setRichText`,
 * whose repaint replaces the section's DOM with the committed result; when nothing changed,
 * or on cancel, the element's original attributes and children are put back. The canvas DOM
 * never drifts from the document.
 *
 * While editing, ProseMirror's own history undoes keystrokes inside the block (and the toolbar's
 * block styles, block-style.ts); the commit is the text's command and the block styles'
 * `style.set`s, all run in one history group, so the builder's undo takes the whole edit back in
 * one step.
 *
 * Leaving = focus moving anywhere outside the editor and its surfaces (the toolbar), Enter in
 * a heading/button/link, Escape, or the toolbar's Close. Every way of leaving commits (issue 20
 * §3: Escape never throws typed text away); only `cancel()`, called by code, drops the edit.
 * While the app's link picker is open (focus is in the app document) leaving is held off.
 */
import { history, redo, undo } from 'prosemirror-history';
import type { Node as PMNode } from 'prosemirror-model';
import {
  EditorState,
  type Command as PMCommand,
  Selection as PMSelection,
  TextSelection,
} from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import type { ElementTarget } from '../../../commands/element.ts';
import type { CommandError } from '../../../commands/types.ts';
import { DEFAULT_ROOT_VALUES, type RootValues } from '../../../domain/root-values.ts';
import type { LinkValue } from '../inspector/types.ts';
import {
  type BlockProperty,
  blockStyleCss,
  blockStyleOf,
  readBlockStyle,
  steppedIndent,
} from './block-style.ts';
import { editKeymap } from './edit-keymap.ts';
import type { TextEditOptions } from './edit-options.ts';
import { rawView, safePosAtCoords } from './editor-dom.ts';
import { htmlToDoc } from './html-mapping.ts';
import { editCommands } from './rich-text-command.ts';
import type { ToggleMark } from './schema.ts';
import type { StyleMark } from './style-marks.ts';
import {
  currentLink,
  linkPickCommand,
  removeLink,
  setBlockStyle,
  setLink,
  setStyleMark,
  type ToolbarState,
  toggle,
  toolbarState,
} from './text-commands.ts';

export type { EditOutcome, TextEditOptions } from './edit-options.ts';

export class TextEditController {
  readonly target: ElementTarget;
  readonly element: HTMLElement;
  private readonly view: EditorView;
  private readonly start: PMNode;
  private readonly savedHtml: string;
  private readonly savedAttrs: readonly (readonly [string, string])[];
  private readonly surfaces = new Set<Element>();
  private readonly listeners = new Set<() => void>();
  private snapshot: ToolbarState;
  private ended = false;
  private dirty = false;
  /** A link pick is under way: focus is in the app's picker, which is not leaving the block. */
  private picking = false;
  readonly root: RootValues;

  constructor(private readonly options: TextEditOptions) {
    const { element } = options;
    this.target = options.target;
    this.element = element;
    this.root = options.root ?? DEFAULT_ROOT_VALUES;
    const text = htmlToDoc(options.html);
    const style = readBlockStyle(options.style ?? element.getAttribute('style') ?? undefined);
    this.start = text.type.create(style, text.content);
    this.savedHtml = element.innerHTML;
    this.savedAttrs = [...element.attributes].map((attr) => [attr.name, attr.value] as const);
    element.replaceChildren();
    const keys = editKeymap({
      finish: () => this.commit(),
      openLink: () => {
        if (options.pickLink) void this.pickLink();
        else options.onOpenLink?.();
        return options.pickLink !== undefined || options.onOpenLink !== undefined;
      },
      focusToolbar: options.onFocusToolbar,
      enterFinishes: options.enterFinishes,
    });
    const state = EditorState.create({ doc: this.start, plugins: [history(), ...keys] });
    this.snapshot = toolbarState(state);
    const documentRef = element.ownerDocument;
    this.view = new EditorView(
      { mount: element },
      {
        state,
        nodeViews: { raw: (node) => rawView(node, documentRef, options.prepareRaw) },
        // The block styles show on the element while editing; ProseMirror adds them to its own style.
        attributes: (current): Record<string, string> => {
          const css = blockStyleCss(blockStyleOf(current.doc.attrs));
          return css === '' ? {} : { style: css };
        },
        dispatchTransaction: (tr) => {
          if (this.ended) return;
          this.view.updateState(this.view.state.apply(tr));
          if (tr.docChanged && !this.dirty) {
            this.dirty = true;
            options.onDirty?.();
          }
          this.notify();
        },
      },
    );
    element.addEventListener('focusout', this.onFocusOut);
    this.view.focus();
    this.placeCaret(options.caret ?? 'end');
  }

  get active(): boolean {
    return !this.ended;
  }

  /** The toolbar's view of the editor (stable between changes, for useSyncExternalStore). */
  getSnapshot = (): ToolbarState => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The document the editor holds now (tests and the toolbar read it). */
  get doc(): PMNode {
    return this.view.state.doc;
  }

  /**
   * An element that belongs to the editing (the toolbar): focus moving into it does not leave
   * the block, and focus leaving it for somewhere else does.
   */
  addSurface(element: Element): () => void {
    this.surfaces.add(element);
    element.addEventListener('focusout', this.onFocusOut as EventListener);
    return () => {
      this.surfaces.delete(element);
      element.removeEventListener('focusout', this.onFocusOut as EventListener);
    };
  }

  focus(): void {
    if (!this.ended) this.view.focus();
  }

  toggle(mark: ToggleMark): boolean {
    return this.apply(toggle(mark));
  }

  undo(): boolean {
    return this.apply(undo);
  }

  redo(): boolean {
    return this.apply(redo);
  }

  setLink(href: string, newTab: boolean): boolean {
    return this.apply(setLink(href, newTab));
  }

  /** Font size, family or colour on the selection (the whole block when nothing is selected); null removes it. */
  setStyle(mark: StyleMark, value: string | null, refocus = true): boolean {
    return this.apply(setStyleMark(mark, value), refocus);
  }

  /** Alignment, line height or indent of the block; null removes it. */
  setBlock(property: BlockProperty, value: string | null): boolean {
    return this.apply(setBlockStyle(property, value));
  }

  /** One indent step in (1) or out (-1). */
  indent(step: 1 | -1): boolean {
    const current = (this.view.state.doc.attrs['padding-left'] as string | null) ?? null;
    return this.setBlock('padding-left', steppedIndent(current, step));
  }

  /** Whether Link can ask a picker (the builder passes one; without it the button is disabled). */
  get canPickLink(): boolean {
    return this.options.pickLink !== undefined;
  }

  /**
   * Asks the app's link picker for the link at the selection and applies its answer: an empty
   * href removes the link, a script address is refused, a cancel changes nothing. Resolves with
   * whether the text changed.
   */
  async pickLink(): Promise<boolean> {
    const pick = this.options.pickLink;
    if (this.ended || !pick || !this.snapshot.canLink) return false;
    const current = currentLink(this.snapshot);
    this.picking = true;
    let chosen: LinkValue | null;
    try {
      chosen = await pick(current);
    } finally {
      this.picking = false;
    }
    const command = chosen && linkPickCommand(chosen);
    if (this.ended) return false;
    if (!command) {
      this.focus();
      return false;
    }
    return this.apply(command);
  }

  /** Whether AI text can ask the app (the builder passes `writeText`; without it the button is disabled). */
  get canWriteText(): boolean {
    return this.options.writeText !== undefined;
  }

  /**
   * The toolbar's AI text: asks the app for a text for the selection (the whole block when nothing
   * is selected) and puts the accepted one in its place — one ProseMirror step, so one undo, and
   * the marks where it starts carry over. Leaving is held off while the app's dialog is open.
   * Resolves with whether the text changed.
   */
  async writeText(): Promise<boolean> {
    const write = this.options.writeText;
    if (this.ended || !write) return false;
    const before = this.view.state;
    const { doc } = before;
    const { empty } = before.selection;
    const from = empty ? 0 : before.selection.from;
    const to = empty ? doc.content.size : before.selection.to;
    const plain = (a: number, b: number) =>
      doc.textBetween(a, b, '\n', (leaf) => (leaf.type.name === 'hard_break' ? '\n' : ''));
    this.picking = true;
    let text: string | null;
    try {
      text = await write({ text: plain(from, to), context: plain(0, doc.content.size), selection: !empty });
    } finally {
      this.picking = false;
    }
    if (this.ended) return false;
    // Anything typed meanwhile would make the positions wrong: the answer is then dropped.
    if (text === null || text.trim() === '' || this.view.state.doc !== doc) {
      this.focus();
      return false;
    }
    return this.apply(replaceWithPlainText(from, to, text.trim()));
  }

  /** The toolbar's Settings: commits (the panel's changes repaint the block) and opens the panel. */
  openSettings(): void {
    if (this.ended) return;
    this.commit();
    this.options.onOpenSettings?.();
  }

  removeLink(): boolean {
    return this.apply(removeLink);
  }

  /**
   * Stores the edit (editCommands: the text's `element.setRichText` and the block styles'
   * `style.set`s, in one history group; nothing when nothing changed) and ends. A failing command
   * stops the rest and is reported.
   */
  commit(): void {
    if (this.ended) return;
    const commands = editCommands(this.target, this.start, this.view.state.doc);
    this.ended = true;
    const group = `text-edit:${this.target.sectionId}:${this.target.elementId}:${nextEditSerial()}`;
    let error: CommandError | null = null;
    for (const command of commands) {
      error = this.options.run(command, { group });
      if (error) break;
    }
    this.teardown();
    if (error) this.options.onEnd({ kind: 'failed', error });
    else this.options.onEnd({ kind: commands.length > 0 ? 'committed' : 'unchanged' });
  }

  /** Ends without storing anything (code only: no key or button of the editor cancels). */
  cancel(): void {
    if (this.ended) return;
    this.ended = true;
    this.teardown();
    this.options.onEnd({ kind: 'cancelled' });
  }

  /** The canvas repainted the block under the editor: end without touching the new DOM. */
  abandon(): void {
    if (this.ended) return;
    this.ended = true;
    this.teardown();
    this.options.onEnd({ kind: 'abandoned' });
  }

  /**
   * Runs a ProseMirror command on the edited text and puts the focus back in it — unless the
   * toolbar keeps it (a colour input whose picker is still open).
   */
  apply(command: PMCommand, refocus = true): boolean {
    if (this.ended) return false;
    const done = command(this.view.state, this.view.dispatch);
    if (refocus) this.view.focus();
    return done;
  }

  private placeCaret(caret: { readonly left: number; readonly top: number } | 'end'): void {
    const { state } = this.view;
    const found = caret === 'end' ? null : safePosAtCoords(this.view, caret);
    const selection =
      found === null ? PMSelection.atEnd(state.doc) : TextSelection.near(state.doc.resolve(found));
    this.view.dispatch(state.tr.setSelection(selection));
  }

  private readonly onFocusOut = (event: FocusEvent): void => {
    if (this.ended || this.picking) return;
    const next = event.relatedTarget as Node | null;
    if (next && this.contains(next)) return;
    this.commit();
  };

  private contains(node: Node): boolean {
    if (this.element.contains(node)) return true;
    for (const surface of this.surfaces) if (surface.contains(node)) return true;
    return false;
  }

  /** Destroys the editor; puts the element back as it was unless a repaint already replaced it. */
  private teardown(): void {
    this.element.removeEventListener('focusout', this.onFocusOut);
    for (const surface of this.surfaces)
      surface.removeEventListener('focusout', this.onFocusOut as EventListener);
    this.surfaces.clear();
    this.view.destroy();
    if (this.element.isConnected) {
      for (const { name } of [...this.element.attributes]) this.element.removeAttribute(name);
      for (const [name, value] of this.savedAttrs) this.element.setAttribute(name, value);
      this.element.innerHTML = this.savedHtml;
    }
    this.notify();
    this.listeners.clear();
  }

  private notify(): void {
    this.snapshot = toolbarState(this.view.state);
    for (const listener of this.listeners) listener();
  }
}

/** Replaces `from`–`to` with plain text (line breaks as hard breaks), in the marks found at `from`. */
function replaceWithPlainText(from: number, to: number, text: string): PMCommand {
  return (state, dispatch) => {
    const { schema } = state;
    const marks =
      state.doc.resolve(from).marksAcross(state.doc.resolve(to)) ?? state.doc.resolve(from).marks();
    const nodes: PMNode[] = [];
    text.split(/\r\n|\r|\n/).forEach((line, i) => {
      if (i > 0) nodes.push(schema.nodes.hard_break!.create());
      if (line !== '') nodes.push(schema.text(line, marks));
    });
    if (dispatch) dispatch(state.tr.replaceWith(from, to, nodes).scrollIntoView());
    return true;
  };
}

let editSerial = 0;
/** Each commit's own history group: two edits of one block never merge into one undo entry. */
function nextEditSerial(): number {
  editSerial += 1;
  return editSerial;
}
