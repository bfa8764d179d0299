/**
 * Each field's command error, shown beside that field (issue 20 §2): `runField(key, command)`
 * runs through the panel's `run`; a typed error becomes the field's message (the document is
 * unchanged), a success clears it. A message given a hold time goes after it — the letter
 * spacing message stays exactly `LETTER_SPACING_ERROR_MS` (spec §5, §9) from the last refusal.
 * `runAll` is one user action made of several commands (a bullet icon on every item, a logo in
 * every brand slot): they run as one undo group and stop at the first refusal.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Command } from '../../../../commands/registry.ts';
import type { CommandError } from '../../../../commands/types.ts';

export interface FieldErrors {
  /** Every field's message by key: the same object until a message changes (for memoised parts). */
  readonly errors: Readonly<Record<string, string>>;
  readonly errorOf: (key: string) => string | null;
  readonly runField: (key: string, command: Command, holdMs?: number) => boolean;
  readonly runAll: (key: string, commands: readonly Command[]) => boolean;
  readonly setError: (key: string, message: string | null, holdMs?: number) => void;
}

/** Each `runAll` its own undo group, so two actions in a row never merge. */
let actions = 0;

export function useFieldErrors(
  run: (command: Command, options?: { readonly group?: string }) => CommandError | null,
): FieldErrors {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const setError = useCallback((key: string, message: string | null, holdMs?: number) => {
    const previous = timers.current.get(key);
    if (previous !== undefined) clearTimeout(previous);
    timers.current.delete(key);
    setErrors((current) => {
      if (message === null) {
        if (!(key in current)) return current;
        const { [key]: _gone, ...rest } = current;
        return rest;
      }
      return { ...current, [key]: message };
    });
    if (message !== null && holdMs !== undefined) {
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          setErrors(({ [key]: _gone, ...rest }) => rest);
        }, holdMs),
      );
    }
  }, []);

  const runField = useCallback(
    (key: string, command: Command, holdMs?: number) => {
      const error = run(command);
      setError(key, error ? error.message : null, holdMs);
      return error === null;
    },
    [run, setError],
  );

  const runAll = useCallback(
    (key: string, commands: readonly Command[]) => {
      const group = `action:${key}:${++actions}`;
      for (const command of commands) {
        const error = run(command, { group });
        if (error) {
          setError(key, error.message);
          return false;
        }
      }
      setError(key, null);
      return true;
    },
    [run, setError],
  );

  return { errors, errorOf: (key) => errors[key] ?? null, runField, runAll, setError };
}
