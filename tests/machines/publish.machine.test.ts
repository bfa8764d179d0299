/** Publish, branch by branch: no domain, failure, success and the site opening 1000 ms later. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../src/domain/messages.ts';
import { type PublishPorts, publishMachine } from '../../src/machines/publish.machine.ts';

function start(ports: PublishPorts) {
  const opened: string[] = [];
  const notified: string[] = [];
  const machine = publishMachine.provide({
    actions: {
      openSite: (_, params) => opened.push(params.domain),
      notifyPublished: () => notified.push('published'),
      notifyFailed: () => notified.push('failed'),
    },
  });
  return { actor: createActor(machine, { input: { ports } }).start(), opened, notified };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('publish machine', () => {
  it('requires a domain and posts nothing without one', () => {
    const publish = vi.fn(async () => {});
    const { actor, notified } = start({ domain: () => '  ', publish });
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.domainRequired);
    expect(publish).not.toHaveBeenCalled();
    expect(notified).toEqual(['failed']);
  });

  it('shows the success message and opens the domain after 1000 ms', async () => {
    const { actor, opened } = start({ domain: () => 'www.bakery.example', publish: async () => {} });
    actor.send({ type: 'PUBLISH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('published');
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.projectPublished);
    await vi.advanceTimersByTimeAsync(999);
    expect(opened).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toEqual(['www.bakery.example']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("shows the server's message when publishing fails", async () => {
    const { actor, opened } = start({
      domain: () => 'shop.example',
      publish: async () => {
        throw { code: 500, message: 'The domain does not point to us yet.' };
      },
    });
    actor.send({ type: 'PUBLISH' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('The domain does not point to us yet.');
    expect(opened).toEqual([]);
  });
});
