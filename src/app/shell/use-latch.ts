/**
 * True from the first render where `flag` is true, and for good after: what mounts on first need
 * (the toast list, the alert dialog) stays mounted, so it closes with its own animation and focus return.
 */
import { useState } from 'react';

export function useLatch(flag: boolean): boolean {
  const [latched, setLatched] = useState(flag);
  // Setting state while rendering is React's way to adjust state to a prop; it re-renders at once.
  if (flag && !latched) setLatched(true);
  return latched || flag;
}
