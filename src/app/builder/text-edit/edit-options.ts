/**
 * What an in-place text edit is given and how it ends (controller.ts): the element and its html,
 * the one `run`, and the app's hooks the toolbar calls (issue 20 §3: the link picker, the Text
 * settings panel, the first change marking the page unsaved).
 */
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import type { CommandError } from '../../../commands/types.ts';
import type { RootValues } from '../../../domain/root-values.ts';
import type { LinkValue } from '../inspector/types.ts';

export type EditOutcome =
  | { readonly kind: 'committed' }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'cancelled' }
  /** The block was repainted under the editor (another change reached it first). */
  | { readonly kind: 'abandoned' }
  | { readonly kind: 'failed'; readonly error: CommandError };

/** What the toolbar's AI text asks the app for (issue 24). */
export interface AiTextRequest {
  /** The selected text, or the whole block's when nothing is selected (may be empty). */
  readonly text: string;
  /** The whole block's text, so the answer fits in. */
  readonly context: string;
  /** Whether `text` is a selection (else the block). */
  readonly selection: boolean;
}

export interface TextEditOptions {
  /** The canvas element whose content is edited. */
  readonly element: HTMLElement;
  readonly target: ElementTarget;
  /** The element's inner html as the document holds it (element-html.ts). */
  readonly html: string;
  /**
   * Runs a command. A commit runs the text's command and the block styles' with one `group`, the
   * history's grouping key, so the builder's undo takes them back together; a `run` that ignores
   * it still works, with one undo entry per command.
   */
  readonly run: (command: Command, options?: { readonly group?: string }) => CommandError | null;
  readonly onEnd: (outcome: EditOutcome) => void;
  /** Enter leaves the block (headings, buttons, links); otherwise Enter breaks the line. */
  readonly enterFinishes: boolean;
  /** Where to put the caret: a point in the canvas viewport (the double-click), or the end. */
  readonly caret?: { readonly left: number; readonly top: number } | 'end';
  /** Prepares the DOM of a raw atom (icons, images) as the canvas prepares sections (asset urls). */
  readonly prepareRaw?: (element: Element) => void;
  /**
   * The element's `style` attribute as the document holds it (alignment, line height and indent
   * start from it); without it, the canvas element's own attribute, which mirrors the document.
   */
  readonly style?: string | null;
  /** The page's theme values, for the toolbar's theme colours (default: the spec's defaults). */
  readonly root?: RootValues;
  /**
   * The app's one link picker (issue 20 §2), in the app document: the canvas is sandboxed
   * without forms. Resolves with the link to set (an empty href removes it), or null.
   */
  readonly pickLink?: (current: LinkValue) => Promise<LinkValue | null>;
  /**
   * The toolbar's AI text (issue 24), in the app document like the link picker: resolves with the
   * accepted text, which replaces the selection (or the block), or null to leave it as it was.
   */
  readonly writeText?: (request: AiTextRequest) => Promise<string | null>;
  /** The toolbar's Settings: the edit has been committed, open the Text settings panel. */
  readonly onOpenSettings?: () => void;
  /** Called once, on the first change to the text or the block: the page has unsaved changes. */
  readonly onDirty?: () => void;
  /** Ctrl/Cmd+K without `pickLink` (the link button's older form). */
  readonly onOpenLink?: () => void;
  /** Alt+F10: focus moves to the toolbar. */
  readonly onFocusToolbar?: () => void;
}
