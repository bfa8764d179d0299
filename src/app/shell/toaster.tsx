/**
 * Toasts (spec §2 "Toasts appear bottom-right, at most 3"; §8 "Every failing response shows its message
 * in an error snackbar"): one Chakra toaster for the app, and the failure reporter the query and
 * mutation caches call.
 */
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/client.ts';
import { TOAST_MAX } from '../../domain/limits.ts';
import { useLatch } from './use-latch.ts';

export const toaster = createToaster({ placement: 'bottom-end', max: TOAST_MAX, pauseOnPageIdle: true });

const ToastList = lazy(() => import('./ToastList.tsx').then((m) => ({ default: m.ToastList })));

/**
 * Where toasts show. The toast machinery (≈15 KB of script with its focus handling) loads with the
 * first toast, not with the first screen; toasts created before it arrives show once it has (and once
 * the UI kit's system is built: a toast before the builder's panels suspends until then, theme/ui-system.ts).
 */
export function Toaster() {
  const hasToasts = useSyncExternalStore(
    subscribeToToasts,
    () => toaster.getCount() > 0,
    () => false,
  );
  return useLatch(hasToasts) ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}

// The toaster tells its subscribers of a new toast before counting it: read the count after that.
const subscribeToToasts = (onChange: () => void) => toaster.subscribe(() => queueMicrotask(onChange));

/** How a failure reads to a person: the server's message, or a plain fallback naming the status. */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.message.trim() !== '') return error.message;
    return error.code > 0 ? `The server answered with an error (${error.code}).` : 'Something went wrong.';
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

export interface FailureMeta {
  /** false when the screen shows the failure itself (forms show it beside the fields). */
  readonly errorToast?: boolean;
  /** The toast's title, e.g. "Could not rename the project". */
  readonly errorTitle?: string;
}

/** The error toast of spec §8; a 401 is left to the session (access-denied alert), aborts are silent. */
export function reportFailure(error: unknown, meta: FailureMeta | undefined): void {
  if (meta?.errorToast === false) return;
  if (isApiError(error) && error.code === 401) return;
  if (error instanceof Error && error.name === 'AbortError') return;
  toaster.create({
    type: 'error',
    title: meta?.errorTitle ?? 'Something went wrong',
    description: failureMessage(error),
    closable: true,
  });
}

export function toastSuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, ...(description && { description }), closable: true });
}

/** News that is neither a success nor a failure (a check that found nothing yet). */
export function toastInfo(title: string, description?: string): void {
  toaster.create({ type: 'info', title, ...(description && { description }), closable: true });
}

/** How long a published toast, with its live-site link, stays. */
const PUBLISHED_TOAST_MS = 10_000;

/** A publish succeeded: the message, and a link that opens the live site in a new tab. */
export function toastPublished(title: string, domain: string, description = domain): void {
  toaster.create({
    type: 'success',
    title,
    description,
    closable: true,
    duration: PUBLISHED_TOAST_MS,
    action: {
      label: 'View live site',
      onClick: () => void window.open(`https://${domain}`, '_blank', 'noopener'),
    },
  });
}
