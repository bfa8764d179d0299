/** The blocking alert dialog of spec §6 (access denied), showing the alert store's current message. */
import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { AlertIcon } from '../components/icons.tsx';
import type { AlertStore } from './alerts.ts';

export function AlertDialog({ store }: { store: AlertStore }) {
  const message = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <Dialog.Root
      role="alertdialog"
      open={message !== null}
      onOpenChange={(details) => {
        if (!details.open) store.dismiss();
      }}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack gap="3">
                <AlertIcon color="red.600" boxSize="5" />
                <Dialog.Title>Session ended</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="purple">OK</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
