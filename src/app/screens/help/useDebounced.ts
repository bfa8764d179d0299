import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '../../../domain/limits.ts';

/** Waits DEBOUNCE_MS (spec §9) after the last keystroke before searching. */
export function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}
