/**
 * The draft worker's side of DraftLog: answers the builder's requests (draft-protocol.ts) with one
 * DraftDatabase per opened handle. Requests of a handle run in the order they arrived, each after
 * the database has opened; after every write the builder hears when it is committed ('durable'),
 * timed here, where IndexedDB's replies do not queue behind the page's rendering.
 */
import { DraftDatabase } from './draft-database.ts';
import type { DraftPort, DraftReply, DraftRequest } from './draft-protocol.ts';

interface Hosted {
  /** The database once open; every request of the handle chains on it, so they run in order. */
  queue: Promise<DraftDatabase | null>;
  writes: number;
}

const now = () => performance.timeOrigin + performance.now();

export function serveDrafts(port: DraftPort<DraftRequest, DraftReply>): void {
  const hosted = new Map<number, Hosted>();

  const fail = (handle: number, during: 'read' | 'write' | 'close', error: unknown) =>
    port.postMessage({ type: 'failed', handle, during, message: (error as Error).message });

  const run = (
    handle: number,
    during: 'read' | 'write',
    step: (database: DraftDatabase, entry: Hosted) => void | Promise<void>,
  ) => {
    const entry = hosted.get(handle);
    if (!entry) return;
    entry.queue = entry.queue.then(async (database) => {
      if (!database) return null;
      try {
        await step(database, entry);
      } catch (error) {
        fail(handle, during, error);
      }
      return database;
    });
  };

  const write = (handle: number, change: (database: DraftDatabase) => void) =>
    run(handle, 'write', (database, entry) => {
      // Counted before the change: a write that fails is reported, and the next commit still covers
      // every write the builder made (its count and ours stay in step).
      const writes = ++entry.writes;
      change(database);
      void database.committed().then(
        () => port.postMessage({ type: 'durable', handle, writes, at: now() }),
        (error: unknown) => fail(handle, 'write', error),
      );
    });

  port.onmessage = ({ data: request }) => {
    const { handle } = request;
    switch (request.type) {
      case 'open': {
        const opening = DraftDatabase.open(request.pageId).then(
          async (database) => {
            try {
              port.postMessage({ type: 'snapshot', handle, snapshot: await database.snapshot() });
              return database;
            } catch (error) {
              fail(handle, 'read', error);
              await database.close();
              return null;
            }
          },
          (error: unknown) => {
            fail(handle, 'read', error);
            return null;
          },
        );
        hosted.set(handle, { queue: opening, writes: 0 });
        return;
      }
      case 'snapshot':
        return run(handle, 'read', async (database) =>
          port.postMessage({ type: 'snapshot', handle, snapshot: await database.snapshot() }),
        );
      case 'start':
        return write(handle, (database) => database.start(request.base, request.revision));
      case 'markSaved':
        return write(handle, (database) => database.markSaved(request.revision, request.seq));
      case 'append':
        return write(handle, (database) => database.append(request.entry));
      case 'close':
      case 'discard': {
        const discard = request.type === 'discard';
        const entry = hosted.get(handle);
        hosted.delete(handle);
        const closing = entry?.queue ?? Promise.resolve(null);
        // Always answered, so the builder's close() settles even when the draft never opened.
        void closing.then(async (database) => {
          try {
            if (database) await (discard ? database.discard() : database.close());
          } catch (error) {
            fail(handle, 'close', error);
          }
          port.postMessage({ type: 'closed', handle });
        });
        return;
      }
    }
  };
}
