/**
 * Document family: replacing the whole document, used when a version is restored or a
 * draft is discarded for the server's copy. Logged with origin `restore`, which clears
 * history (earlier deltas no longer describe this document). The only snapshot event.
 */
import type { PageDocument } from '../domain/document.ts';
import { ok } from '../domain/result.ts';
import type { Decide, EventFamily } from './types.ts';

export type DocumentCommand = { readonly kind: 'document.restore'; readonly document: PageDocument };

export type DocumentEvent = {
  readonly type: 'document.replaced';
  readonly v: 1;
  readonly before: PageDocument;
  readonly after: PageDocument;
};

export const decideDocument: Decide<DocumentCommand, DocumentEvent> = (doc, command) =>
  ok([{ type: 'document.replaced', v: 1, before: doc, after: command.document }]);

export const documentEvents: EventFamily<DocumentEvent> = {
  apply(_doc, event) {
    return event.after;
  },
  invert(event) {
    return { ...event, before: event.after, after: event.before };
  },
};
