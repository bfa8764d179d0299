/**
 * When the draft worker cannot start (its script failed to load, or it crashed), opening a stored
 * draft fails with a message instead of waiting forever; the builder then edits without a draft
 * (draft-restore.machine's open error branch), and the next open tries a new worker. A page with no
 * stored draft opens before the worker starts (the builder starts it after the canvas's first paint):
 * its writes wait in order, and a worker that fails then is reported like a failed write.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDocument } from '../../src/domain/document.ts';
import { serveDrafts } from '../../src/drafts/draft-host.ts';
import { DraftLog, startDraftWorker } from '../../src/drafts/draft-log.ts';
import {
  DRAFT_DB_PREFIX,
  type DraftPort,
  type DraftReply,
  type DraftRequest,
} from '../../src/drafts/draft-protocol.ts';
import { HERO, session } from '../support/fixtures.ts';

class BrokenWorker {
  static started = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  readonly posted: unknown[] = [];

  constructor() {
    BrokenWorker.started++;
    setTimeout(() => this.onerror?.({ message: '', preventDefault() {} }), 5);
  }

  postMessage(message: unknown): void {
    this.posted.push(message);
  }

  terminate(): void {}
}

/** A worker that works (the real host behind a MessageChannel) until the test crashes it. */
class HostedWorker {
  static last: HostedWorker | null = null;
  static started = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  private readonly port: MessagePort;

  constructor() {
    const channel = new MessageChannel();
    serveDrafts(channel.port2 as unknown as DraftPort<DraftRequest, DraftReply>);
    this.port = channel.port1;
    this.port.onmessage = (event) => this.onmessage?.(event);
    HostedWorker.last = this;
    HostedWorker.started++;
  }

  postMessage(message: unknown): void {
    this.port.postMessage(message);
  }

  terminate(): void {
    this.port.close();
  }

  crash(): void {
    this.port.close();
    this.onerror?.({ message: 'Uncaught RangeError', preventDefault() {} });
  }
}

/** Makes the page's draft database exist, as a page edited before has it. */
function storedDraftDatabase(pageId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(`${DRAFT_DB_PREFIX}${pageId}`);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

/** A draft with one durable entry, written through a HostedWorker that then crashes. */
async function durableDraftThenCrash(pageId: string) {
  vi.stubGlobal('Worker', HostedWorker);
  const s = session([HERO]);
  const draft = await DraftLog.open(pageId);
  draft.start({ document: emptyDocument({ page_slug: 'home', page_id: 'p1' }), revision: 1 });
  draft.append(s.log[0]!);
  await draft.whenDurable();
  const first = HostedWorker.last!;
  // The draft logs the write it can no longer make; keep the test output clean.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const told: string[] = [];
  draft.onProblem = (message) => told.push(message);
  first.crash();
  return { s, draft, first, told };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DraftLog without a working worker', () => {
  it('rejects the open of a stored draft with a clear message, and tries a new worker next time', async () => {
    await storedDraftDatabase('page-a');
    vi.stubGlobal('Worker', BrokenWorker);
    await expect(DraftLog.open('page-a')).rejects.toThrow(
      'The local draft store stopped (its worker could not start).',
    );
    expect(BrokenWorker.started).toBe(1);
    await expect(DraftLog.open('page-a')).rejects.toThrow(/local draft store stopped/);
    expect(BrokenWorker.started).toBe(2);
  });

  it('a draft open when its worker stops reports it, still closes, and what was durable reopens', async () => {
    const { s, draft, first, told } = await durableDraftThenCrash('page-crash');
    expect(draft.problem).toBe('The local draft store stopped (Uncaught RangeError).');
    // The builder hears of it (and warns the user to save).
    expect(told).toEqual([draft.problem]);
    await expect(draft.close()).resolves.toBeUndefined();

    const reopened = await DraftLog.open('page-crash');
    expect(HostedWorker.last).not.toBe(first);
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.state.doc).toEqual(s.state.doc);
    await reopened.close();
  });

  it('discarding a draft after its worker stopped deletes it from here', async () => {
    const { draft } = await durableDraftThenCrash('page-crash-discard');
    await draft.discard();
    // The deletion completes once the stopped worker's connection gives way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reopened = await DraftLog.open('page-crash-discard');
    expect(await reopened.restore()).toBeNull();
    await reopened.close();
  });
});

describe('DraftLog of a page with no stored draft', () => {
  // Each test starts from no worker: the earlier tests leave theirs running.
  beforeEach(() => HostedWorker.last?.crash());

  it('opens before the worker starts; its writes wait in order and are kept once the worker starts', async () => {
    vi.stubGlobal('Worker', HostedWorker);
    const before = HostedWorker.started;
    const s = session([HERO]);
    const draft = await DraftLog.open('page-new');
    expect(HostedWorker.started).toBe(before);
    expect(await draft.restore()).toBeNull();
    draft.start({ document: emptyDocument({ page_slug: 'home', page_id: 'p1' }), revision: null });
    draft.append(s.log[0]!);
    expect(HostedWorker.started).toBe(before);

    startDraftWorker();
    expect(HostedWorker.started).toBe(before + 1);
    await draft.whenDurable();
    await draft.close();
    const reopened = await DraftLog.open('page-new');
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.state.doc).toEqual(s.state.doc);
    await reopened.close();
  });

  it('a worker that cannot start after the open is reported as a problem, and close still settles', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const draft = await DraftLog.open('page-new-broken');
    const told: string[] = [];
    draft.onProblem = (message) => told.push(message);
    draft.start({ document: emptyDocument({ page_slug: 'home', page_id: 'p1' }), revision: null });
    startDraftWorker();
    await vi.waitFor(() =>
      expect(told).toEqual(['The local draft store stopped (its worker could not start).']),
    );
    expect(draft.problem).toBe(told[0]);
    await expect(draft.close()).resolves.toBeUndefined();
  });
});
