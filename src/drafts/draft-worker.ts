/**
 * The draft worker's entry (started by DraftLog in the builder): Yjs, y-indexeddb and the IndexedDB
 * writes of every open draft run here, off the page's main thread.
 */
import { serveDrafts } from './draft-host.ts';
import type { DraftPort, DraftReply, DraftRequest } from './draft-protocol.ts';

serveDrafts(self as unknown as DraftPort<DraftRequest, DraftReply>);
