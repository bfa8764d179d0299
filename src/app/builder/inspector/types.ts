/**
 * What an inspector panel is given (issue 20 §2): the selected element as the document has it,
 * and the one route for changes. A panel is a table of fields, each mapping a value to one
 * command run through `BuilderSession.run`; it never reads the canvas DOM and never edits the
 * page another way.
 */
import type { Command } from '../../../commands/registry.ts';
import type { CommandError } from '../../../commands/types.ts';
import type { PageDocument } from '../../../domain/document.ts';
import type { ElementNode } from '../../../domain/html-tree.ts';
import type { ElementKind, Selection } from '../canvas/selection.ts';

/** A link as the one link picker edits it (toolbar, button, image, nav). */
export interface LinkValue {
  readonly href: string;
  readonly openInNewTab: boolean;
  /** Spec §5: a link with an event id gets the book-a-call class. */
  readonly eventId?: string;
}

export interface InspectorProps {
  readonly doc: PageDocument;
  readonly selection: Selection;
  /** The selected element's node in the document (not the canvas DOM). */
  readonly node: ElementNode;
  readonly kind: ElementKind;
  /**
   * `BuilderSession.run`: null when the command ran (or changed nothing), else its typed error,
   * which the field shows beside itself; the document is then unchanged. Commands run with the same
   * `group` within the typing window undo as one entry (one action that is several commands).
   */
  readonly run: (command: Command, options?: { readonly group?: string }) => CommandError | null;
  readonly projectId: string;
  readonly pageId: string;
  /** Spec §6: developer-mode users also get the default theme fonts. */
  readonly isDev: boolean;
  /** Opens the one link picker in the app document; resolves with the chosen link, or null when cancelled. */
  readonly pickLink: (current: LinkValue) => Promise<LinkValue | null>;
  /** Opens the gallery (with upload); resolves with the chosen image's address, or null when cancelled. */
  readonly pickImage: () => Promise<string | null>;
}
