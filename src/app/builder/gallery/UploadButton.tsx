/**
 * "Upload image" with its progress bar (issue 5): a button that opens the file chooser, the bar
 * (a labelled progressbar with the percentage) while bytes are leaving, and Cancel.
 */
import { Button, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { PlusIcon } from '../../components/icons.tsx';
import type { GalleryUpload } from './use-gallery-upload.ts';

/** What the server takes (files/sniff.ts decides from the bytes; this only filters the chooser). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';

export function UploadButton({
  upload,
  onUploaded,
}: {
  upload: GalleryUpload;
  onUploaded?: (src: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.fileName !== null;
  const percent = Math.round(upload.progress * 100);
  return (
    <Stack gap="2">
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          aria-label="Image file to upload"
          tabIndex={-1}
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared first, so choosing the same file again uploads it again.
            event.currentTarget.value = '';
            if (!file) return;
            const image = await upload.upload(file);
            if (image) onUploaded?.(image.src);
          }}
        />
      </VisuallyHidden>
      <Button
        size="sm"
        colorPalette="purple"
        loading={busy}
        loadingText="Uploading…"
        onClick={() => input.current?.click()}
      >
        <PlusIcon />
        Upload image
      </Button>
      {busy && (
        <HStack gap="2" align="center">
          <Progress.Root value={percent} max={100} size="sm" colorPalette="purple" flex="1">
            <Text fontSize="xs" mb="1" truncate aria-hidden="true">
              Uploading {upload.fileName}
            </Text>
            <HStack gap="2">
              <Progress.Track flex="1" aria-label={`Uploading ${upload.fileName}`}>
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText fontSize="xs">{percent}%</Progress.ValueText>
            </HStack>
          </Progress.Root>
          <Button size="2xs" variant="ghost" onClick={upload.cancel}>
            Cancel
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
