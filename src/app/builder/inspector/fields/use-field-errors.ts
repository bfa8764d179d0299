/**
 * Each field's command error, shown beside that field (issue 20 §2): `runField(key, command)`
 * runs through the panel's `run`; a typed error becomes the field's message (the document is
 * unchanged), a success clears it. A message given a hold time goes after it — the letter
 * spacing message stays exactly `LETTER_SPACING_ERROR_MS` (spec §5, §9) from the last refusal.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Command } from '../../../../commands/registry.ts';
import type { CommandError } from '../../../../commands/types.ts';

export interface FieldErrors {
  readonly errorOf: (key: string) => string | null;
  readonly runField: (key: string, command: Command, holdMs?: number) => boolean;
  readonly setError: (key: string, message: string | null, holdMs?: number) => void;
}

export function useFieldErrors(run: (command: Command) => CommandError | null): FieldErrors {
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

  return { errorOf: (key) => errors[key] ?? null, runField, setError };
}
