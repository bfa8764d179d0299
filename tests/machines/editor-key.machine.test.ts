/** Editor key: waits (skeleton rows) until the key arrives; falls back to the configured key on failure. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { editorKeyMachine, isWaitingForKey } from '../../src/machines/editor-key.machine.ts';

describe('editor key machine', () => {
  it('waits for the fetched key', async () => {
    let resolve!: (key: string) => void;
    const actor = createActor(editorKeyMachine, {
      input: { name: 'editor', fetchKey: () => new Promise((r) => (resolve = r)), fallback: 'configured' },
    }).start();
    expect(isWaitingForKey(actor.getSnapshot())).toBe(true);
    resolve('server-key');
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context.key).toBe('server-key');
    expect(actor.getSnapshot().context.usedFallback).toBe(false);
  });

  it('falls back to the configured key and only logs the failure', async () => {
    const logged: unknown[] = [];
    const machine = editorKeyMachine.provide({
      actions: { logFailure: (_, params) => logged.push(params.error) },
    });
    const actor = createActor(machine, {
      input: {
        name: 'editor',
        fetchKey: async () => {
          throw { code: 404, message: 'No key named editor' };
        },
        fallback: 'configured',
      },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context.key).toBe('configured');
    expect(actor.getSnapshot().context.usedFallback).toBe(true);
    expect(logged).toEqual([{ code: 404, message: 'No key named editor' }]);
  });

  it('treats an empty key as a failure', async () => {
    const actor = createActor(editorKeyMachine, {
      input: { name: 'editor', fetchKey: async () => ' ', fallback: 'configured' },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context.key).toBe('configured');
  });
});
