/**
 * Renders the alert store's current message as a blocking alert dialog (spec §6 access denied). The
 * dialog (Chakra's, with its focus trap) loads with the first alert, not with the first screen.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { AlertStore } from './alerts.ts';
import { useLatch } from './use-latch.ts';

const AlertDialog = lazy(() => import('./AlertDialog.tsx').then((m) => ({ default: m.AlertDialog })));

export function AlertHost({ store }: { store: AlertStore }) {
  const message = useSyncExternalStore(store.subscribe, store.current, store.current);
  // An alert before the builder's panels suspends until the UI kit's system is built (theme/ui-system.ts).
  return useLatch(message !== null) ? (
    <Suspense fallback={null}>
      <AlertDialog store={store} />
    </Suspense>
  ) : null;
}
