/** Page lifecycle: preview loading, the 1 s delayed autosave with the side loads, independent failures. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  isPreviewLoading,
  type PageLoadPorts,
  pageLoadMachine,
} from '../../src/machines/page-load.machine.ts';

function ports(overrides: Partial<PageLoadPorts> = {}): PageLoadPorts {
  return {
    loadPage: vi.fn(async () => {}),
    autosave: vi.fn(async () => {}),
    loadGallery: vi.fn(async () => {}),
    loadTemplateImages: vi.fn(async () => {}),
    loadStockImages: vi.fn(async () => {}),
    loadPexelsImages: vi.fn(async () => {}),
    ...overrides,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page load machine', () => {
  it('is preview-loading until the page loads, then autosaves and loads images 1 s later', async () => {
    let finish!: () => void;
    const p = ports({ loadPage: () => new Promise<void>((resolve) => (finish = resolve)) });
    const actor = createActor(pageLoadMachine, { input: { ports: p } }).start();
    expect(isPreviewLoading(actor.getSnapshot())).toBe(true);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(isPreviewLoading(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(p.autosave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    for (const call of [
      p.autosave,
      p.loadGallery,
      p.loadTemplateImages,
      p.loadStockImages,
      p.loadPexelsImages,
    ]) {
      expect(call).toHaveBeenCalledTimes(1);
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('keeps going when a side load fails, recording which one', async () => {
    const p = ports({
      loadGallery: async () => {
        throw { code: 500, message: 'Gallery unavailable' };
      },
    });
    const actor = createActor(pageLoadMachine, { input: { ports: p } }).start();
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.sideErrors).toEqual({ gallery: 'Gallery unavailable' });
  });

  it('fails with the message when the page cannot load, and can retry', async () => {
    let attempts = 0;
    const p = ports({
      loadPage: async () => {
        attempts++;
        if (attempts === 1) throw { code: 404, message: 'Page not found' };
      },
    });
    const actor = createActor(pageLoadMachine, { input: { ports: p } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Page not found');
    actor.send({ type: 'RETRY' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
