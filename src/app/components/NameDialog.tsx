/**
 * A one-field dialog for naming things (new page, rename project/page/version, save a version): checks
 * the name before calling, keeps the dialog open while saving and shows the server's refusal in place.
 */
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { TextField } from './FormField.tsx';

export interface NameDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly label: string;
  readonly initialValue?: string;
  readonly submitLabel: string;
  readonly pending?: boolean;
  /** The server's reason after a failed submit. */
  readonly error?: string | undefined;
  readonly help?: ReactNode;
  readonly max?: number;
  /** Extra check of the trimmed value; answers the problem to show, if any. */
  readonly validate?: (name: string) => string | undefined;
  readonly onSubmit: (name: string) => void;
  readonly onClose: () => void;
}

export function NameDialog({
  open,
  title,
  label,
  initialValue = '',
  submitLabel,
  pending = false,
  error,
  help,
  max = 200,
  validate,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string>();
  const formId = useId();

  useEffect(() => {
    if (open) {
      setValue(initialValue);
      setProblem(undefined);
    }
  }, [open, initialValue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    const reason =
      name === ''
        ? `Enter a ${label.toLowerCase()}`
        : name.length > max
          ? `Use at most ${max} characters`
          : validate?.(name);
    setProblem(reason);
    if (!reason) onSubmit(name);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !pending) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit}>
                <Stack gap="4">
                  <TextField
                    label={label}
                    value={value}
                    required
                    error={problem ?? error}
                    help={help}
                    onValueChange={(next) => {
                      setValue(next);
                      setProblem(undefined);
                    }}
                  />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="purple" loading={pending}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
