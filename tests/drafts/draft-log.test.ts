/**
 * Durable drafts: a page's log persisted with y-indexeddb survives closing and reopening
 * (fake-indexeddb stands in for the browser's IndexedDB) with the identical document and
 * undo/redo stacks; damaged drafts are reported, never applied. Node has no Worker, so DraftLog
 * talks to the draft host over a MessageChannel in this thread: the same messages as in the browser.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { undoEntry } from '../../src/commands/editor.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import { DraftDatabase } from '../../src/drafts/draft-database.ts';
import { serveDrafts } from '../../src/drafts/draft-host.ts';
import { DRAFT_DURABLE_MARK, DRAFT_WRITE_MARK, DraftLog } from '../../src/drafts/draft-log.ts';
import type { DraftPort, DraftReply, DraftRequest } from '../../src/drafts/draft-protocol.ts';
import { CAROUSEL, FEATURES, HERO, run, session } from '../support/fixtures.ts';

/**
 * Makes every `add` or `put` succeed as a request and then abort its transaction, so the write
 * never commits (the writer sees no error from the request itself); returns the undo.
 */
function abortAfterSuccess(method: 'add' | 'put'): () => void {
  const real = IDBObjectStore.prototype[method];
  IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
    const request = real.apply(this, args);
    request.addEventListener('success', () => this.transaction.abort());
    return request;
  };
  return () => {
    IDBObjectStore.prototype[method] = real;
  };
}

describe('DraftLog', () => {
  it('restores the identical document and history after closing and reopening', async () => {
    const s = session();
    const base = s.state.doc;
    const draft = await DraftLog.open('page-restore');
    expect(await draft.restore()).toBeNull();
    draft.start({ document: base, revision: 7 });
    for (const section of [HERO, CAROUSEL, FEATURES]) draft.append(run(s, { kind: 'section.add', section })!);
    draft.append(run(s, { kind: 'theme.applyPalette', name: 'Ocean' })!);
    const sectionId = s.state.doc.sections[0]!.section_id;
    draft.append(run(s, { kind: 'section.move', sectionId, direction: 'down' })!);
    const undone = undoEntry(s.state, s.clock + 10)!;
    s.state = undone.state;
    draft.append(undone.entry);
    await draft.close();

    const reopened = await DraftLog.open('page-restore');
    expect(reopened.hasEntries).toBe(true);
    expect(reopened.baseRevision).toBe(7);
    const restored = await reopened.restore();
    expect(restored?.ok).toBe(true);
    if (!restored?.ok) return;
    expect(restored.value.state.doc).toEqual(s.state.doc);
    expect(restored.value.state.history).toEqual(s.state.history);
    expect(restored.value.state.history.redo).toHaveLength(1);
    expect(restored.value.entries).toHaveLength(6);
    await reopened.close();
  });

  it('start() replaces the previous log (after a save the draft begins again from the saved base)', async () => {
    const s = session([HERO]);
    const draft = await DraftLog.open('page-rebase');
    draft.start({ document: emptyDocument(), revision: 1 });
    draft.append(s.log[0]!);
    draft.start({ document: s.state.doc, revision: 2 });
    expect(draft.hasEntries).toBe(false);
    await draft.close();
    const reopened = await DraftLog.open('page-rebase');
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.state.doc).toEqual(s.state.doc);
    expect(reopened.baseRevision).toBe(2);
    await reopened.close();
  });

  it('reports a damaged draft instead of applying it', async () => {
    const s = session([HERO]);
    const draft = await DraftLog.open('page-damaged');
    draft.start({ document: emptyDocument(), revision: null });
    draft.append({ ...s.log[0]!, seq: 5 });
    const restored = await draft.restore();
    expect(restored?.ok).toBe(false);
    if (restored && !restored.ok) expect(restored.error).toMatch(/damaged/);
    await draft.close();
  });

  it('discard() deletes the stored draft', async () => {
    const draft = await DraftLog.open('page-discard');
    draft.start({ document: emptyDocument(), revision: 3 });
    await draft.discard();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reopened = await DraftLog.open('page-discard');
    expect(await reopened.restore()).toBeNull();
    await reopened.close();
  });

  it('whenDurable() resolves only after the writes are committed; another reader then sees them', async () => {
    const s = session([HERO, FEATURES]);
    const draft = await DraftLog.open('page-durable');
    // Watch y-indexeddb's own transactions (one `add` per update) complete.
    const order: string[] = [];
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      this.transaction.addEventListener('complete', () => order.push('committed'));
      return add.apply(this, args);
    };
    try {
      draft.start({ document: emptyDocument({ page_slug: 'home', page_id: 'p1' }), revision: 4 });
      for (const entry of s.log) draft.append(entry);
      draft.markSaved(5, 1);
      await draft.whenDurable().then(() => order.push('durable'));
    } finally {
      IDBObjectStore.prototype.add = add;
    }
    expect(order).toEqual(['committed', 'committed', 'committed', 'committed', 'durable']);

    const reader = await DraftLog.open('page-durable');
    const restored = await reader.restore();
    expect(restored?.ok).toBe(true);
    if (restored?.ok) {
      expect(restored.value.state.doc).toEqual(s.state.doc);
      expect(restored.value.savedRevision).toBe(5);
      expect(restored.value.savedSeq).toBe(1);
    }
    await reader.close();
    await draft.close();
  });

  it('reports a write whose IndexedDB transaction aborts', async () => {
    const s = session([HERO]);
    const draft = await DraftLog.open('page-aborted-write');
    draft.start({ document: emptyDocument({ page_slug: 'home', page_id: 'p1' }), revision: 1 });
    await draft.whenDurable();
    const told: string[] = [];
    draft.onProblem = (message) => told.push(message);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const restore = abortAfterSuccess('add');
    try {
      draft.append(s.log[0]!);
      await vi.waitFor(() => expect(told).toHaveLength(1));
    } finally {
      restore();
      errors.mockRestore();
    }
    expect(draft.problem).toBe(told[0]);
    await draft.close();
  });

  it('reports a write that fails, and the next commit still covers every write made', async () => {
    const s = session([HERO, FEATURES]);
    const draft = await DraftLog.open('page-failed-write');
    const told: string[] = [];
    draft.onProblem = (message) => told.push(message);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const append = vi.spyOn(DraftDatabase.prototype, 'append').mockImplementationOnce(() => {
      throw new Error('The quota was exceeded.');
    });
    try {
      draft.start({ document: emptyDocument({ page_slug: 'home', page_id: 'p1' }), revision: 1 });
      draft.append(s.log[0]!);
      draft.append(s.log[1]!);
      await draft.whenDurable();
    } finally {
      append.mockRestore();
      errors.mockRestore();
    }
    expect(told).toEqual(['The quota was exceeded.']);
    expect(draft.problem).toBe('The quota was exceeded.');
    await draft.close();
  });

  it('marks each write and its commit in the performance timeline (what the builder benchmark reads)', async () => {
    // The marks of the tests before this one, made once idle, first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    performance.clearMarks();
    const s = session([HERO]);
    const draft = await DraftLog.open('page-marks');
    draft.start({ document: emptyDocument(), revision: null });
    draft.append(s.log[0]!);
    await draft.whenDurable();
    // Made once the page is idle (idle-marks.test.ts).
    await vi.waitFor(() => expect(performance.getEntriesByName(DRAFT_DURABLE_MARK)).toHaveLength(2));
    const writes = performance
      .getEntriesByName(DRAFT_WRITE_MARK)
      .map((mark) => (mark as PerformanceMark).detail);
    expect(writes).toEqual([{ writes: 1 }, { writes: 2 }]);
    const durable = performance.getEntriesByName(DRAFT_DURABLE_MARK) as PerformanceMark[];
    expect(durable.map((mark) => mark.detail.writes)).toEqual([1, 2]);
    // The commit is timed where it happened, after the write was asked for and not in the future.
    const asked = performance.getEntriesByName(DRAFT_WRITE_MARK)[1]!.startTime;
    expect(durable[1]!.startTime).toBeGreaterThanOrEqual(asked - 1);
    expect(durable[1]!.startTime).toBeLessThanOrEqual(performance.now());
    await draft.close();
  });
});

describe('the stored base', () => {
  /** The keys of a draft database's `custom` store (where the bases are kept). */
  async function customKeys(pageId: string): Promise<IDBValidKey[]> {
    const persistence = new IndexeddbPersistence(`pagewright-draft:${pageId}`, new Y.Doc());
    await persistence.whenSynced;
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const asked = persistence.db!.transaction('custom').objectStore('custom').getAllKeys();
      asked.onsuccess = () => resolve(asked.result);
      asked.onerror = () => reject(asked.error);
    });
    await persistence.destroy();
    return keys;
  }

  it('is kept outside the Y.Doc, so the worker does not hold the page while it is open', async () => {
    const s = session([HERO, CAROUSEL, FEATURES]);
    const base = JSON.stringify(s.state.doc);
    const database = await DraftDatabase.open('page-base-outside');
    await database.start(base, 3);
    database.append('"entry"');
    const ydoc = database['ydoc'] as Y.Doc;
    expect(ydoc.getMap('meta').has('base')).toBe(false);
    expect(Y.encodeStateAsUpdate(ydoc).byteLength).toBeLessThan(200);
    expect(base.length).toBeGreaterThan(5_000);
    expect(await database.snapshot()).toMatchObject({ base, revision: 3, log: ['"entry"'] });
    await database.close();
  });

  it('keeps one base: a new start deletes the old one once the switch is committed', async () => {
    const draft = await DraftLog.open('page-one-base');
    draft.start({ document: emptyDocument(), revision: 1 });
    draft.start({ document: session([HERO]).state.doc, revision: 2 });
    const last = session([FEATURES]).state.doc;
    draft.start({ document: last, revision: 3 });
    await draft.whenDurable();
    await draft.close();
    expect(await customKeys('page-one-base')).toEqual(['base:3']);
    const reopened = await DraftLog.open('page-one-base');
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.state.doc).toEqual(last);
    await reopened.close();
  });

  it('drops a base left behind (the draft closed before deleting it) when the draft opens', async () => {
    const doc = session([HERO]).state.doc;
    const draft = await DraftLog.open('page-stale-base');
    draft.start({ document: doc, revision: 1 });
    await draft.close();
    const persistence = new IndexeddbPersistence('pagewright-draft:page-stale-base', new Y.Doc());
    await persistence.whenSynced;
    await persistence.set('base:2', JSON.stringify(emptyDocument()));
    await persistence.destroy();
    expect(await customKeys('page-stale-base')).toEqual(['base:1', 'base:2']);

    const reopened = await DraftLog.open('page-stale-base');
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.state.doc).toEqual(doc);
    await reopened.close();
    expect(await customKeys('page-stale-base')).toEqual(['base:1']);
  });

  it('reads a draft stored before the base left the Y.Doc, and moves it out at the next start', async () => {
    const s = session([HERO]);
    const ydoc = new Y.Doc();
    const persistence = new IndexeddbPersistence('pagewright-draft:page-legacy-base', ydoc);
    await persistence.whenSynced;
    ydoc.transact(() => {
      const meta = ydoc.getMap('meta');
      meta.set('format', 1);
      meta.set('base', JSON.stringify(emptyDocument({ page_slug: 'home', page_id: 'p1' })));
      meta.set('revision', 6);
      ydoc.getArray('log').push([JSON.stringify(s.log[0])]);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await persistence.destroy();

    const draft = await DraftLog.open('page-legacy-base');
    expect(draft.baseRevision).toBe(6);
    const restored = await draft.restore();
    expect(restored?.ok && restored.value.state.doc).toEqual(s.state.doc);
    draft.start({ document: s.state.doc, revision: 7 });
    await draft.whenDurable();
    await draft.close();
    const database = await DraftDatabase.open('page-legacy-base');
    expect((database['ydoc'] as Y.Doc).getMap('meta').has('base')).toBe(false);
    expect(await database.snapshot()).toMatchObject({
      base: JSON.stringify(s.state.doc),
      revision: 7,
      log: [],
    });
    await database.close();
  });

  it('a base that cannot be stored leaves the previous draft whole and refuses later entries', async () => {
    const s = session([HERO, FEATURES]);
    const draft = await DraftLog.open('page-base-fails');
    draft.start({ document: emptyDocument(), revision: 1 });
    draft.append(s.log[0]!);
    await draft.whenDurable();
    const told: string[] = [];
    draft.onProblem = (message) => told.push(message);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const restore = abortAfterSuccess('put');
    try {
      draft.start({ document: session([FEATURES]).state.doc, revision: 2 });
      // Sent before the base's failure is known: stored, but a reader sets it aside (below).
      draft.append(s.log[1]!);
      await vi.waitFor(() => expect(told).toHaveLength(1));
      await draft.whenDurable();
      draft.append(s.log[1]!);
      await vi.waitFor(() => expect(told).toHaveLength(2));
    } finally {
      restore();
      errors.mockRestore();
    }
    expect(told[1]).toMatch(/^The draft's base could not be stored/);
    await draft.close();
    const reopened = await DraftLog.open('page-base-fails');
    expect(reopened.baseRevision).toBe(1);
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.entries).toHaveLength(1);
    expect(restored?.ok && restored.value.state.doc.sections.map((x) => x.section_title)).toEqual([
      s.state.doc.sections[0]!.section_title,
    ]);
    await reopened.close();
  });
});

describe('the draft host', () => {
  /** The host on one end of a channel; the test speaks the protocol on the other. */
  function host() {
    const channel = new MessageChannel();
    serveDrafts(channel.port2 as unknown as DraftPort<DraftRequest, DraftReply>);
    const replies: DraftReply[] = [];
    const port = channel.port1 as unknown as DraftPort<DraftReply, DraftRequest>;
    port.onmessage = ({ data }) => replies.push(data);
    const next = async (type: DraftReply['type']): Promise<DraftReply> => {
      for (;;) {
        const index = replies.findIndex((reply) => reply.type === type);
        if (index >= 0) return replies.splice(index, 1)[0]!;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    return {
      send: (request: DraftRequest) => port.postMessage(request),
      next,
      close: () => channel.port1.close(),
    };
  }

  it('runs the requests sent before the database opened, in order', async () => {
    const { send, next, close } = host();
    send({ type: 'open', handle: 1, pageId: 'page-host-order' });
    send({ type: 'start', handle: 1, base: JSON.stringify(emptyDocument()), revision: 2 });
    send({ type: 'append', handle: 1, entry: '"first"' });
    send({ type: 'append', handle: 1, entry: '"second"' });
    send({ type: 'snapshot', handle: 1 });
    const opened = await next('snapshot');
    expect(opened.type === 'snapshot' && opened.snapshot.base).toBeNull();
    const after = await next('snapshot');
    expect(after.type === 'snapshot' && after.snapshot).toMatchObject({
      revision: 2,
      log: ['"first"', '"second"'],
    });
    const durable: number[] = [];
    for (let i = 0; i < 3; i++) {
      const reply = await next('durable');
      if (reply.type === 'durable') durable.push(reply.writes);
    }
    expect(durable).toEqual([1, 2, 3]);
    send({ type: 'close', handle: 1 });
    expect(await next('closed')).toEqual({ type: 'closed', handle: 1 });
    close();
  });

  it('answers a close for a draft it does not hold, so the builder never waits forever', async () => {
    const { send, next, close } = host();
    send({ type: 'close', handle: 9 });
    expect(await next('closed')).toEqual({ type: 'closed', handle: 9 });
    close();
  });
});
