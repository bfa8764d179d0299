/**
 * Opening a page in the builder (issue 5): the saved files download and parse while the local
 * draft opens; the draft-restore machine decides (asking the user when the server moved on), and
 * the editor store starts from its outcome.
 */
import type { Actor } from 'xstate';
import { createActor } from 'xstate';
import type { PageDetail } from '../../api/page.ts';
import type { PageDocument } from '../../domain/document.ts';
import { cryptoIds } from '../../domain/ids.ts';
import { DraftLog } from '../../drafts/draft-log.ts';
import { writeUnsavedMark } from '../../drafts/unsaved-mark.ts';
import { draftRestoreMachine } from '../../machines/draft-restore.machine.ts';
import { withEarlyResponses } from '../early-requests.ts';
import { toaster } from '../shell/toaster.tsx';
import { EditorStore } from './editor-store.ts';
import { firstLookDocument } from './first-look-state.ts';
import { fetchSavedPage } from './saved-files.ts';

export type Opening =
  | { readonly step: 'loading' }
  | { readonly step: 'asking'; readonly actor: Actor<typeof draftRestoreMachine> }
  | { readonly step: 'ready'; readonly store: EditorStore; readonly draft: DraftLog | null }
  | { readonly step: 'failed'; readonly message: string };

/** The page parser (htmlparser2): fetched as the builder route mounts, alongside the page record. */
export const loadPageSource = () => import('./page-source.ts');

/** Loads the saved page and restores the draft; resolves with the editor store (or asks first). */
export async function openPage(
  base: string,
  project: string,
  record: PageDetail,
  onAsk: (actor: Actor<typeof draftRestoreMachine>) => void,
): Promise<Opening> {
  // The local draft opens (IndexedDB) while the saved files download; the restore machine reads
  // the outcome, failure included.
  const opening = DraftLog.open(record._id);
  opening.catch(() => {});
  let server: { document: PageDocument; revision: number };
  // The page the first look painted (first-look.ts): the same record, read from the same files.
  const painted = firstLookDocument(record);
  if (painted) server = { document: painted, revision: record.revision };
  else
    try {
      // The files download while the parser does (it was asked for when the route mounted), or were
      // asked for at boot (early-open.ts).
      const [{ serverDocument }, saved] = await Promise.all([
        loadPageSource(),
        fetchSavedPage(withEarlyResponses(fetch), base, project, record.page_slug, record.revision),
      ]);
      server = { document: serverDocument(record, saved, cryptoIds), revision: record.revision };
    } catch (error) {
      void opening.then(
        (log) => log.close(),
        () => {},
      );
      throw error;
    }
  let draft: DraftLog | null = null;
  const actor = createActor(draftRestoreMachine, {
    input: {
      open: async () => {
        draft = await opening;
        draft.onProblem = (message) =>
          toaster.create({
            type: 'warning',
            title: 'Your edits are no longer kept on this device',
            description: `${message} Save the page to keep them.`,
            duration: Number.POSITIVE_INFINITY,
          });
        return draft;
      },
      server,
      now: Date.now,
    },
  });
  return new Promise<Opening>((resolve) => {
    actor.subscribe((snapshot) => {
      if (snapshot.matches('asking')) onAsk(actor);
      if (snapshot.matches('damaged')) {
        toaster.create({
          type: 'warning',
          title: 'Your local draft could not be read',
          description: snapshot.context.problem ?? '',
        });
        actor.send({ type: 'CONTINUE' });
      }
      if (snapshot.status !== 'done' || !snapshot.output) return;
      const { log, editor } = snapshot.output;
      const store = new EditorStore({
        base: log.base.document,
        baseRevision: log.base.revision,
        entries: log.entries,
        state: editor,
        savedSeq: log.savedSeq,
        revision: record.revision,
        draft,
        onUnsavedChange: (unsaved) => writeUnsavedMark(() => window.localStorage, record._id, unsaved),
      });
      if (snapshot.output.conflicts.length > 0) {
        toaster.create({
          type: 'info',
          title: 'Draft merged',
          description: `Your version of ${snapshot.output.conflicts.join(', ')} was kept.`,
        });
      }
      resolve({ step: 'ready', store, draft });
    });
    actor.start();
  });
}
