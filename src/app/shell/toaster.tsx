/**
 * Toasts (spec §2 "Toasts appear bottom-right, at most 3"; §8 "Every failing response shows its message
 * in an error snackbar"): one Chakra toaster for the app, and the failure reporter the query and
 * mutation caches call.
 */
import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { isApiError } from '../../api/client.ts';
import { TOAST_MAX } from '../../domain/limits.ts';

export const toaster = createToaster({ placement: 'bottom-end', max: TOAST_MAX, pauseOnPageIdle: true });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            // Darker than the default solid fills so white text keeps a 4.5:1 contrast (axe, WCAG AA).
            bg={toast.type === 'success' ? 'green.700' : toast.type === 'error' ? 'red.700' : undefined}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="purple.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

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
