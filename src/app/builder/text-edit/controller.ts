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
 * While editing, ProseMirror's own history undoes keystrokes inside the block; the commit is
 * one command, so the builder's undo takes the whole edit back in one step.
 *
 * Leaving = focus moving anywhere outside the editor and its surfaces (the toolbar), Enter in
 * a heading/button/link, or the toolbar's close button. Escape cancels.
 */
import { baseKeymap } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Node as PMNode } from 'prosemirror-model';
import {
  EditorState,
  type Command as PMCommand,
  Selection as PMSelection,
  TextSelection,
} from 'prosemirror-state';
import { EditorView, type NodeView } from 'prosemirror-view';
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import type { CommandError } from '../../../commands/types.ts';
import { htmlToDoc } from './html-mapping.ts';
import { richTextCommand } from './rich-text-command.ts';
import type { ToggleMark } from './schema.ts';
import {
  insertBreak,
  removeLink,
  setLink,
  type ToolbarState,
  toggle,
  toolbarState,
} from './text-commands.ts';

export type EditOutcome =
  | { readonly kind: 'committed' }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'cancelled' }
  /** The block was repainted under the editor (another change reached it first). */
  | { readonly kind: 'abandoned' }
  | { readonly kind: 'failed'; readonly error: CommandError };

export interface TextEditOptions {
  /** The canvas element whose content is edited. */
  readonly element: HTMLElement;
  readonly target: ElementTarget;
  /** The element's inner html as the document holds it (element-html.ts). */
  readonly html: string;
  readonly run: (command: Command) => CommandError | null;
  readonly onEnd: (outcome: EditOutcome) => void;
  /** Enter leaves the block (headings, buttons, links); otherwise Enter breaks the line. */
  readonly enterFinishes: boolean;
  /** Where to put the caret: a point in the canvas viewport (the double-click), or the end. */
  readonly caret?: { readonly left: number; readonly top: number } | 'end';
  /** Prepares the DOM of a raw atom (icons, images) as the canvas prepares sections (asset urls). */
  readonly prepareRaw?: (element: Element) => void;
  /** Ctrl/Cmd+K: the toolbar opens its link form. */
  readonly onOpenLink?: () => void;
  /** Alt+F10: focus moves to the toolbar. */
  readonly onFocusToolbar?: () => void;
}

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

  constructor(private readonly options: TextEditOptions) {
    const { element } = options;
    this.target = options.target;
    this.element = element;
    this.start = htmlToDoc(options.html);
    this.savedHtml = element.innerHTML;
    this.savedAttrs = [...element.attributes].map((attr) => [attr.name, attr.value] as const);
    element.replaceChildren();
    const finish: PMCommand = () => {
      this.commit();
      return true;
    };
    const cancel: PMCommand = () => {
      this.cancel();
      return true;
    };
    const callback =
      (fn: (() => void) | undefined): PMCommand =>
      () => {
        fn?.();
        return fn !== undefined;
      };
    const state = EditorState.create({
      doc: this.start,
      plugins: [
        history(),
        keymap({
          'Mod-z': undo,
          'Shift-Mod-z': redo,
          'Mod-y': redo,
          'Mod-b': toggle('bold'),
          'Mod-i': toggle('italic'),
          'Mod-u': toggle('underline'),
          'Mod-k': callback(options.onOpenLink),
          'Alt-F10': callback(options.onFocusToolbar),
          'Shift-Enter': insertBreak,
          'Mod-Enter': finish,
          Enter: options.enterFinishes ? finish : insertBreak,
          Escape: cancel,
        }),
        keymap(baseKeymap),
      ],
    });
    this.snapshot = toolbarState(state);
    const documentRef = element.ownerDocument;
    this.view = new EditorView(
      { mount: element },
      {
        state,
        nodeViews: { raw: (node) => rawView(node, documentRef, options.prepareRaw) },
        dispatchTransaction: (tr) => {
          if (this.ended) return;
          this.view.updateState(this.view.state.apply(tr));
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

  removeLink(): boolean {
    return this.apply(removeLink);
  }

  /** Stores the edit (one `element.setRichText`, or nothing when the text is unchanged) and ends. */
  commit(): void {
    if (this.ended) return;
    const command = richTextCommand(this.target, this.start, this.view.state.doc);
    this.ended = true;
    const error = command ? this.options.run(command) : null;
    this.teardown();
    if (error) this.options.onEnd({ kind: 'failed', error });
    else this.options.onEnd({ kind: command ? 'committed' : 'unchanged' });
  }

  /** Ends without storing anything. */
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

  /** Runs a ProseMirror command on the edited text and keeps the focus in it. */
  apply(command: PMCommand): boolean {
    if (this.ended) return false;
    const done = command(this.view.state, this.view.dispatch);
    this.view.focus();
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
    if (this.ended) return;
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

function safePosAtCoords(view: EditorView, coords: { left: number; top: number }): number | null {
  try {
    return view.posAtCoords(coords)?.pos ?? null;
  } catch {
    // Layout queries fail where there is no layout (a test DOM); the caret goes to the end.
    return null;
  }
}

/** A raw atom shows its html as is, not editable inside (an icon, an image, a nested list). */
function rawView(node: PMNode, documentRef: Document, prepare?: (element: Element) => void): NodeView {
  const template = documentRef.createElement('template');
  template.innerHTML = node.attrs.html as string;
  const only = template.content.childNodes.length === 1 ? template.content.firstChild : null;
  let dom: HTMLElement;
  if (only && only.nodeType === 1) dom = only as HTMLElement;
  else {
    dom = documentRef.createElement('span');
    dom.append(template.content);
  }
  dom.setAttribute('contenteditable', 'false');
  prepare?.(dom);
  return { dom, ignoreMutation: () => true };
}
