/**
 * A new support ticket: subject and message (the first message of the thread). Field problems from
 * the server show beside the fields, anything else above them.
 */
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AddTicketBody } from '../../../api/support.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextAreaField, TextField } from '../../components/FormField.tsx';
import { checkRequired, type FieldErrors, splitServerErrors } from '../../shell/form-errors.ts';

type Field = 'subject' | 'message';

export function NewTicketDialog({
  open,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (body: AddTicketBody) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setSubject('');
      setMessage('');
      setProblems({});
      setFormError(undefined);
    }
  }, [open]);

  useEffect(() => {
    if (!error) return;
    const split = splitServerErrors(error, ['subject', 'message'] as const);
    setProblems(split.fields);
    setFormError(split.form);
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      subject: checkRequired(subject, 'Enter a subject'),
      message: checkRequired(message, 'Describe what you need help with', 10_000),
    };
    setProblems(next);
    if (!next.subject && !next.message) onSubmit({ subject: subject.trim(), message: message.trim() });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !pending) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>New support ticket</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit}>
                <Stack gap="4">
                  {formError && <FormAlert>{formError}</FormAlert>}
                  <TextField
                    label="Subject"
                    required
                    maxLength={200}
                    placeholder="e.g. My domain does not connect"
                    value={subject}
                    error={problems.subject}
                    onValueChange={(value) => {
                      setSubject(value);
                      setProblems((current) => ({ ...current, subject: undefined }));
                    }}
                  />
                  <TextAreaField
                    label="Message"
                    required
                    rows={6}
                    placeholder="What happened, on which project or page, and what you expected."
                    value={message}
                    error={problems.message}
                    onValueChange={(value) => {
                      setMessage(value);
                      setProblems((current) => ({ ...current, message: undefined }));
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
                Send ticket
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
