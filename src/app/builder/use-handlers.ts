/**
 * Stable handlers for memoised children: each returned function keeps its identity for the
 * component's life and calls the latest version passed in (so it sees the latest props and state).
 * Call them from events and effects, never during render.
 */
import { useRef } from 'react';

type Handlers = Record<string, (...args: never[]) => unknown>;

export function useHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  latest.current = handlers;
  const stable = useRef<T | null>(null);
  if (stable.current === null) {
    stable.current = Object.fromEntries(
      Object.keys(handlers).map((name) => [
        name,
        (...args: never[]) => (latest.current[name] as (...args: never[]) => unknown)(...args),
      ]),
    ) as T;
  }
  return stable.current;
}
