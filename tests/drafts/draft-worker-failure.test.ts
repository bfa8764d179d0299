/**
 * When the draft worker cannot start (its script failed to load, or it crashed), opening a draft
 * fails with a message instead of waiting forever; the builder then edits without a draft
 * (draft-restore.machine's open error branch), and the next open tries a new worker.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDocument } from '../../src/domain/document.ts';
import { serveDrafts } from '../../src/drafts/draft-host.ts';
import { DraftLog } from '../../src/drafts/draft-log.ts';
import type { DraftPort, DraftReply, DraftRequest } from '../../src/drafts/draft-protocol.ts';
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
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  private readonly port: MessagePort;

  constructor() {
    const channel = new MessageChannel();
    serveDrafts(channel.port2 as unknown as DraftPort<DraftRequest, DraftReply>);
    this.port = channel.port1;
    this.port.onmessage = (event) => this.onmessage?.(event);
    HostedWorker.last = this;
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
  it('rejects the open with a clear message, and tries a new worker next time', async () => {
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
