/**
 * A new support ticket: subject, message (the first message of the thread) and, optionally, a picture
 * from the person's gallery (issue 4 "optional attachment"; shown in the thread). Field problems from
 * the server show beside the fields, anything else above them.
 */
import { Button, Dialog, Image, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AddTicketBody } from '../../../api/support.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { FieldFrame, TextAreaField, TextField } from '../../components/FormField.tsx';
import { useApi } from '../../session/SessionProvider.tsx';
import { checkRequired, type FieldErrors, splitServerErrors } from '../../shell/form-errors.ts';
import { galleryPicturesQuery } from './support-queries.ts';

type Field = 'subject' | 'message' | 'attachment_id';

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
  const api = useApi();
  const pictures = useQuery({ ...galleryPicturesQuery(api), enabled: open });
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [pictureId, setPictureId] = useState('');
  const [problems, setProblems] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setSubject('');
      setMessage('');
      setPictureId('');
      setProblems({});
      setFormError(undefined);
    }
  }, [open]);

  useEffect(() => {
    if (!error) return;
    const split = splitServerErrors(error, ['subject', 'message', 'attachment_id'] as const);
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
    if (!next.subject && !next.message)
      onSubmit({
        subject: subject.trim(),
        message: message.trim(),
        ...(pictureId !== '' && { attachment_id: pictureId }),
      });
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
                  <PictureField
                    pictures={pictures.data ?? []}
                    state={pictures.isPending ? 'loading' : pictures.isError ? 'failed' : 'ready'}
                    value={pictureId}
                    error={problems.attachment_id}
                    onChange={(id) => {
                      setPictureId(id);
                      setProblems((current) => ({ ...current, attachment_id: undefined }));
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

interface Picture {
  readonly _id: string;
  readonly name: string;
  readonly url: string;
}

/** "Picture (optional)": one of the person's gallery pictures, previewed when chosen. */
function PictureField({
  pictures,
  state,
  value,
  error,
  onChange,
}: {
  pictures: readonly Picture[];
  state: 'loading' | 'failed' | 'ready';
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const chosen = pictures.find((picture) => picture._id === value);
  const help =
    state === 'loading'
      ? 'Loading your gallery…'
      : state === 'failed'
        ? 'Your gallery did not load; you can send the ticket without a picture.'
        : pictures.length === 0
          ? 'Pictures you upload to your gallery (in the builder) can be attached here.'
          : 'A screenshot helps us see what you see.';
  return (
    <FieldFrame label="Picture (optional)" error={error} help={help}>
      <NativeSelect.Root disabled={state !== 'ready' || pictures.length === 0}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">No picture</option>
          {pictures.map((picture) => (
            <option key={picture._id} value={picture._id}>
              {picture.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {chosen && (
        <Stack gap="1" mt="2">
          <Image
            src={chosen.url}
            alt={`Chosen picture: ${chosen.name}`}
            maxH="32"
            maxW="full"
            rounded="md"
            borderWidth="1px"
          />
          <Text srOnly>{chosen.name} will be attached.</Text>
        </Stack>
      )}
    </FieldFrame>
  );
}
