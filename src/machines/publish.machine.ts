/**
 * Publish (spec §4 Publish; §5, §8 messages; §9 1000 ms): loading on; a domain is required
 * ('Please add your domain from your Project settings'); post; on success show 'Project
 * Published Successfully' and open the domain after 1000 ms. Failures show the server's message.
 */
import { assign, fromPromise, setup } from 'xstate';
import { PUBLISH_OPEN_DELAY_MS } from '../domain/limits.ts';
import { MESSAGES } from '../domain/messages.ts';

export interface PublishPorts {
  /** The project's domain as set in its settings ('' when none). */
  domain(): string;
  /** Publishes the project; rejects with {code, message}. */
  publish(): Promise<void>;
}

export interface PublishContext {
  readonly ports: PublishPorts;
  readonly domain: string;
  /** The message to show for the last attempt (success or failure). */
  readonly message: string | null;
}

export type PublishEvent = { readonly type: 'PUBLISH' } | { readonly type: 'DISMISS' };

export const publishMachine = setup({
  types: {} as { context: PublishContext; events: PublishEvent; input: { ports: PublishPorts } },
  actors: {
    publish: fromPromise<void, PublishPorts>(({ input }) => input.publish()),
  },
  actions: {
    notifyPublished: () => {},
    notifyFailed: () => {},
    /** Opens the published site in a new tab; the builder supplies it. */
    openSite: (_, _params: { domain: string }) => {},
  },
  guards: {
    hasNoDomain: ({ context }) => context.domain.trim() === '',
  },
  delays: { openSite: PUBLISH_OPEN_DELAY_MS },
}).createMachine({
  id: 'publish',
  context: ({ input }) => ({ ports: input.ports, domain: '', message: null }),
  initial: 'idle',
  states: {
    idle: { on: { PUBLISH: 'checking' } },
    checking: {
      entry: assign({ domain: ({ context }) => context.ports.domain(), message: null }),
      always: [
        { guard: 'hasNoDomain', target: 'failed', actions: assign({ message: MESSAGES.domainRequired }) },
        { target: 'publishing' },
      ],
    },
    publishing: {
      invoke: {
        src: 'publish',
        input: ({ context }) => context.ports,
        onDone: { target: 'published', actions: assign({ message: MESSAGES.projectPublished }) },
        onError: {
          target: 'failed',
          actions: assign({
            message: ({ event }) =>
              (event.error as { message?: string } | undefined)?.message ||
              'Publishing failed. Please try again.',
          }),
        },
      },
    },
    published: {
      entry: 'notifyPublished',
      after: {
        openSite: {
          target: 'idle',
          actions: { type: 'openSite', params: ({ context }) => ({ domain: context.domain }) },
        },
      },
    },
    failed: {
      entry: 'notifyFailed',
      on: { PUBLISH: 'checking', DISMISS: 'idle' },
    },
  },
});
