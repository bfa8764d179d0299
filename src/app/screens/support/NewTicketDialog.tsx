/**
 * A new support ticket: subject, message (the first message of the thread) and, optionally, a picture
 * (issue 4 "optional attachment"; shown in the thread): one from the person's gallery, or a new one
 * uploaded right here with a progress bar — it goes into the gallery and is chosen at once. Field
 * problems from the server (an upload's refusal too) show beside the fields, anything else above them.
 */
import { Button, Dialog, HStack, Image, NativeSelect, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { AddTicketBody } from '../../../api/support.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { FieldFrame, TextAreaField, TextField } from '../../components/FormField.tsx';
import { UploadIcon } from '../../components/icons.tsx';
import { useApi } from '../../session/SessionProvider.tsx';
import { checkRequired, type FieldErrors, splitServerErrors } from '../../shell/form-errors.ts';
import { galleryPicturesQuery } from './support-queries.ts';
import { type PictureUpload, usePictureUpload } from './use-picture-upload.ts';

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
  const upload = usePictureUpload();
  const { reset: resetUpload } = upload;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [pictureId, setPictureId] = useState('');
  // Shown (and selectable) before the refreshed gallery list includes it.
  const [uploaded, setUploaded] = useState<Picture | null>(null);
  const [problems, setProblems] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  useEffect(() => {
    resetUpload();
    if (open) {
      setSubject('');
      setMessage('');
      setPictureId('');
      setUploaded(null);
      setProblems({});
      setFormError(undefined);
    }
  }, [open, resetUpload]);

  useEffect(() => {
    if (!error) return;
    const split = splitServerErrors(error, ['subject', 'message', 'attachment_id'] as const);
    setProblems(split.fields);
    setFormError(split.form);
  }, [error]);

  const listed = pictures.data ?? [];
  const choices =
    uploaded && !listed.some((picture) => picture._id === uploaded._id) ? [uploaded, ...listed] : listed;
  const uploading = upload.fileName !== null;
  const clearPictureProblem = () => setProblems((current) => ({ ...current, attachment_id: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      subject: checkRequired(subject, 'Enter a subject'),
      message: checkRequired(message, 'Describe what you need help with', 10_000),
      attachment_id: uploading ? 'Wait for the picture to finish uploading, or cancel it' : undefined,
    };
    setProblems(next);
    if (!next.subject && !next.message && !next.attachment_id)
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
                    pictures={choices}
                    state={pictures.isPending ? 'loading' : pictures.isError ? 'failed' : 'ready'}
                    value={pictureId}
                    error={problems.attachment_id ?? upload.error}
                    upload={upload}
                    disabled={pending}
                    onChange={(id) => {
                      setPictureId(id);
                      clearPictureProblem();
                    }}
                    onUpload={async (file) => {
                      clearPictureProblem();
                      const picture = await upload.upload(file);
                      clearPictureProblem();
                      if (!picture) return;
                      setUploaded(picture);
                      setPictureId(picture._id);
                    }}
                    onCancelUpload={() => {
                      upload.cancel();
                      clearPictureProblem();
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

/** What the chooser offers; the server reads the type from the bytes (files/sniff.ts). */
const ACCEPT_IMAGES = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';

/**
 * "Picture (optional)": one of the person's gallery pictures, or "Upload a picture" (a progress bar
 * with Cancel while it is sent), previewed when chosen.
 */
function PictureField({
  pictures,
  state,
  value,
  error,
  upload,
  disabled,
  onChange,
  onUpload,
  onCancelUpload,
}: {
  pictures: readonly Picture[];
  state: 'loading' | 'failed' | 'ready';
  value: string;
  error: string | undefined;
  upload: PictureUpload;
  disabled: boolean;
  onChange: (id: string) => void;
  onUpload: (file: File) => void;
  onCancelUpload: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload.fileName !== null;
  const percent = Math.round(upload.progress * 100);
  const chosen = pictures.find((picture) => picture._id === value);
  const help =
    state === 'loading' && pictures.length === 0
      ? 'Loading your gallery…'
      : state === 'failed' && pictures.length === 0
        ? 'Your gallery did not load; you can still upload a picture, or send the ticket without one.'
        : pictures.length === 0
          ? 'Upload a screenshot (PNG, JPEG, GIF, WebP, AVIF or SVG); it is kept in your gallery too.'
          : 'A screenshot helps us see what you see: choose one from your gallery or upload a new one.';
  return (
    <FieldFrame label="Picture (optional)" error={error} help={help}>
      {/* Field.Root lines its children up at the start: the row asks for the full width itself. */}
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="2"
        align={{ base: 'stretch', sm: 'center' }}
        w="full"
      >
        <NativeSelect.Root flex="1" disabled={pictures.length === 0 || uploading || disabled}>
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
        <input
          ref={input}
          type="file"
          accept={ACCEPT_IMAGES}
          hidden
          aria-label="Picture file to upload"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared first, so choosing the same file again uploads it again.
            event.currentTarget.value = '';
            if (file) onUpload(file);
          }}
        />
        <Button
          variant="outline"
          flexShrink={0}
          loading={uploading}
          loadingText="Uploading…"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <UploadIcon />
          Upload a picture
        </Button>
      </Stack>
      {uploading && (
        <Progress.Root value={percent} max={100} size="sm" colorPalette="purple" w="full" mt="1">
          <Text fontSize="sm" mb="1" truncate aria-hidden="true">
            Uploading {upload.fileName}
          </Text>
          <HStack gap="3">
            <Progress.Track flex="1" aria-label={`Uploading ${upload.fileName}`}>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText fontSize="sm" minW="9" textAlign="end">
              {percent}%
            </Progress.ValueText>
            <Button size="xs" variant="outline" onClick={onCancelUpload}>
              Cancel upload
            </Button>
          </HStack>
        </Progress.Root>
      )}
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
