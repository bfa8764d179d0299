/**
 * The builder's key (spec §4 Session "the editor waits on a fetched editor key and shows skeleton rows
 * until it arrives", §7 Keys, §8 fallback): ProseMirror needs no licence, so the key the builder waits
 * on is the one that unlocks image search, Pexels'. Opening the builder starts one `editorKeyMachine`
 * per session (in parallel with the page: never before its requests, never awaited before the canvas);
 * the panels that need the key read it here. Invariants:
 * - a key that is not configured is never asked for: the app configuration lists the names get_key
 *   answers, so an unset key costs no failed request;
 * - a failed lookup (any status, no network) falls back to the configured default
 *   (`VITE_PEXELS_API_KEY`, empty when unset) and is logged, never shown as an error;
 * - an empty key after the fallback means image search is not set up.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type Actor, createActor } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import type { GetKeyResponse } from '../../../api/key.ts';
import { editorKeyMachine } from '../../../machines/editor-key.machine.ts';
import { appConfigQuery } from '../../data/app-config.ts';
import type { AppRuntime } from '../../runtime.ts';
import { useRuntime, useSession } from '../../session/SessionProvider.tsx';
import { GET_KEY_PATH, PEXELS_KEY_NAME, takeEarlyKey } from './early-key.ts';

export { PEXELS_KEY_NAME };

/** The server setting that holds the key (docs/configuration.md). */
export const PEXELS_KEY_SETTING = 'PEXELS_API_KEY';

/** The default baked into the app at build time, used when the server's key cannot be had. */
export function configuredPexelsFallback(): string {
  const value: unknown = import.meta.env.VITE_PEXELS_API_KEY;
  return typeof value === 'string' ? value.trim() : '';
}

/** Where a failed lookup is reported: a note for developers, never an error the user sees. */
export const keyLookupLog = {
  failed: (name: string, error: unknown) =>
    console.info(
      `The ${name} key could not be fetched; using the configured default.`,
      error instanceof Error ? error.message : String(error),
    ),
};

/** Whether the app configuration says the server has a key named `name`. */
export async function isKeyConfigured(api: ApiClient, queryClient: QueryClient, name: string) {
  const config = await queryClient.ensureQueryData(appConfigQuery(api));
  return config.integration_keys?.includes(name) ?? false;
}

/**
 * The machine's `fetchKey` port: the boot-time answer when there is one, else `get_key` when the
 * server has the key; '' when it has none (the machine then uses the fallback). Rejects on failure.
 */
export async function fetchKey(
  runtime: Pick<AppRuntime, 'api' | 'queryClient'>,
  token: string,
  name: string,
): Promise<string> {
  const early = takeEarlyKey(name, token);
  if (early) {
    const response = await early;
    if (!response.ok) throw new Error(`get_key answered ${response.status}`);
    const body = (await response.json()) as Partial<GetKeyResponse>;
    return typeof body.data === 'string' ? body.data : '';
  }
  if (!(await isKeyConfigured(runtime.api, runtime.queryClient, name))) return '';
  const answer = await runtime.api.request<GetKeyResponse>({
    method: 'POST',
    path: GET_KEY_PATH,
    body: { key_name: name },
  });
  return answer.data;
}

export type KeyActor = Actor<typeof editorKeyMachine>;

/** Starts the key machine for `name` on its ports; the failure branch logs through `keyLookupLog`. */
export function startKeyActor(input: {
  readonly name: string;
  readonly fetchKey: (name: string) => Promise<string>;
  readonly fallback: string;
}): KeyActor {
  const machine = editorKeyMachine.provide({
    actions: { logFailure: (_, params) => keyLookupLog.failed(input.name, params.error) },
  });
  return createActor(machine, { input }).start();
}

// One lookup per runtime and session: the builder starts it, the Gallery and the Replace image dialog read it.
const actors = new WeakMap<AppRuntime, Map<string, KeyActor>>();

/** The Pexels key machine of this runtime's session `token`, started on first call. */
export function pexelsKeyActor(runtime: AppRuntime, token: string): KeyActor {
  let byToken = actors.get(runtime);
  if (!byToken) {
    byToken = new Map();
    actors.set(runtime, byToken);
  }
  let actor = byToken.get(token);
  if (!actor) {
    actor = startKeyActor({
      name: PEXELS_KEY_NAME,
      fetchKey: (name) => fetchKey(runtime, token, name),
      fallback: configuredPexelsFallback(),
    });
    byToken.set(token, actor);
  }
  return actor;
}

/** The image search key: pending while it is on its way, then the key ('' when none is set up). */
export type PexelsKeyState =
  | { readonly status: 'pending' }
  | { readonly status: 'ready'; readonly key: string };

const PENDING: PexelsKeyState = { status: 'pending' };

/** Reads (and, on first use, starts) the signed-in session's Pexels key. */
export function usePexelsKey(): PexelsKeyState {
  const runtime = useRuntime();
  const token = useSession()?.tokens.token ?? '';
  const key = useSelector(pexelsKeyActor(runtime, token), (snapshot) =>
    snapshot.matches('fetching') ? null : (snapshot.context.key ?? ''),
  );
  return key === null ? PENDING : { status: 'ready', key };
}

/** Starts the session's key lookup once the builder has asked for its page (BuilderScreen). */
export function useStartPexelsKey(): void {
  const runtime = useRuntime();
  const token = useSession()?.tokens.token;
  useEffect(() => {
    if (token) pexelsKeyActor(runtime, token);
  }, [runtime, token]);
}
