/**
 * Renders the alert store's current message as a blocking alert dialog (spec §6 access denied). The
 * dialog (Chakra's, with its focus trap) loads with the first alert, not with the first screen.
 */
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import type { AlertStore } from './alerts.ts';

const AlertDialog = lazy(() => import('./AlertDialog.tsx').then((m) => ({ default: m.AlertDialog })));

export function AlertHost({ store }: { store: AlertStore }) {
  const message = useSyncExternalStore(store.subscribe, store.current, store.current);
  const shown = useRef(false);
  if (message !== null) shown.current = true;
  // Once loaded it stays mounted, so the dialog closes with its own animation and focus return.
  return shown.current ? (
    <Suspense fallback={null}>
      <AlertDialog store={store} />
    </Suspense>
  ) : null;
}
