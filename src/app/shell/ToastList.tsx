/** The toasts themselves (spec §2: bottom-right, at most 3), drawn from the app's one toaster. */
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toaster.tsx';

export function ToastList() {
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
