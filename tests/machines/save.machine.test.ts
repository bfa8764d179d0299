/**
 * The save flow, branch by branch, with fake ports and fake timers (XState flight-booker
 * style): the seven steps in order, the modal-video waits, the empty-html message, a 409
 * conflict that keeps local edits and offers reload/overwrite, separate project/page errors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../src/domain/messages.ts';
import { type CallError, type SavePorts, saveMachine } from '../../src/machines/save.machine.ts';

const PAYLOAD = { html: '<!DOCTYPE html><html></html>', css: ':root{}', javascript: '', slug_name: 'home' };

function fakePorts(overrides: Partial<SavePorts> = {}): SavePorts & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    stopModalVideo: vi.fn(async () => {
      calls.push('stopModalVideo');
      return false;
    }),
    collectPayload: vi.fn(() => {
      calls.push('collectPayload');
      return PAYLOAD;
    }),
    postPage: vi.fn(async (_payload, base) => {
      calls.push(`postPage@${base}`);
      return (base ?? 0) + 1;
    }),
    updateRecords: vi.fn(async () => {
      calls.push('updateRecords');
      return {};
    }),
    updateThumbnail: vi.fn(async () => {
      calls.push('updateThumbnail');
    }),
    ...overrides,
  };
}

function start(ports: SavePorts, revision: number | null = 4) {
  const notified: string[] = [];
  const machine = saveMachine.provide({
    actions: {
      notifySaved: () => notified.push('saved'),
      notifyFailed: () => notified.push('failed'),
      notifyConflict: () => notified.push('conflict'),
      reloadFromServer: () => notified.push('reload'),
    },
  });
  const actor = createActor(machine, { input: { ports, revision } }).start();
  return { actor, notified };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('save machine', () => {
  it('runs the steps in order and ends saved with the new revision', async () => {
    const ports = fakePorts();
    const { actor, notified } = start(ports);
    actor.send({ type: 'SAVE', exit: 'projects' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await vi.advanceTimersByTimeAsync(9);
    expect(ports.calls).toEqual(['stopModalVideo']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(ports.calls).toEqual([
      'stopModalVideo',
      'collectPayload',
      'postPage@4',
      'updateRecords',
      'updateThumbnail',
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('saved');
    expect(snapshot.context.revision).toBe(5);
    expect(snapshot.context.exit).toBe('projects');
    expect(notified).toEqual(['saved']);
  });

  it('marks the automatic save quiet, and the next user save loud again', async () => {
    const ports = fakePorts();
    const { actor } = start(ports);
    actor.send({ type: 'SAVE', quiet: true });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.quiet).toBe(true);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.quiet).toBe(false);
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.revision).toBe(6);
  });

  it('runs a save asked for during another one right after it, with its own exit and loudness', async () => {
    const ports = fakePorts();
    const { actor, notified } = start(ports);
    actor.send({ type: 'SAVE', quiet: true });
    await vi.advanceTimersByTimeAsync(5);
    actor.send({ type: 'SAVE', exit: 'projects' });
    expect(actor.getSnapshot().context.quiet).toBe(true);
    await vi.runAllTimersAsync();
    expect(ports.calls.filter((call) => call.startsWith('postPage'))).toEqual(['postPage@4', 'postPage@5']);
    expect(notified).toEqual(['saved', 'saved']);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ revision: 6, quiet: false, exit: 'projects', queued: null });
  });

  it('waits 1500 ms after stopping a playing modal video', async () => {
    const ports = fakePorts({ stopModalVideo: async () => true });
    const { actor } = start(ports);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(ports.collectPayload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ports.collectPayload).toHaveBeenCalledTimes(1);
  });

  it("fails with 'Access denied. Please Try Again' when no html was collected, posting nothing", async () => {
    const ports = fakePorts({ collectPayload: () => ({ ...PAYLOAD, html: '  ' }) });
    const { actor, notified } = start(ports);
    actor.send({ type: 'SAVE' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.accessDeniedSave);
    expect(ports.postPage).not.toHaveBeenCalled();
    expect(notified).toEqual(['failed']);
  });

  it('reports the server message when the post fails, and can save again', async () => {
    let fail = true;
    const ports = fakePorts({
      postPage: async () => {
        if (fail) throw { code: 500, message: 'Disk full' } satisfies CallError;
        return 9;
      },
    });
    const { actor } = start(ports);
    actor.send({ type: 'SAVE' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.error).toBe('Disk full');
    fail = false;
    actor.send({ type: 'SAVE' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('on 409 waits for the user; overwrite saves on top of the server revision', async () => {
    const bases: (number | null)[] = [];
    const ports = fakePorts({
      postPage: async (_payload, base) => {
        bases.push(base);
        if (base === 4)
          throw { code: 409, message: 'Someone else saved this page.', revision: 6 } satisfies CallError;
        return 7;
      },
    });
    const { actor, notified } = start(ports);
    actor.send({ type: 'SAVE' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.serverRevision).toBe(6);
    actor.send({ type: 'OVERWRITE' });
    await vi.runAllTimersAsync();
    expect(bases).toEqual([4, 6]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.revision).toBe(7);
    expect(notified).toEqual(['conflict', 'saved']);
  });

  it('on 409 the user can reload instead', async () => {
    const ports = fakePorts({
      postPage: async () => {
        throw { code: 409, message: 'stale', revision: 8 } satisfies CallError;
      },
    });
    const { actor, notified } = start(ports);
    actor.send({ type: 'SAVE' });
    await vi.runAllTimersAsync();
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notified).toEqual(['conflict', 'reload']);
  });

  it('reports project and page record failures separately and still updates the thumbnail', async () => {
    const ports = fakePorts({
      updateRecords: async () => ({ projectError: 'Project not saved', pageError: 'Page not saved' }),
      updateThumbnail: async () => {
        throw new Error('Thumbnail upload failed');
      },
    });
    const { actor } = start(ports);
    actor.send({ type: 'SAVE' });
    await vi.runAllTimersAsync();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('saved');
    expect(context.projectError).toBe('Project not saved');
    expect(context.pageError).toBe('Page not saved');
    expect(context.thumbnailError).toBe('Thumbnail upload failed');
  });
});
