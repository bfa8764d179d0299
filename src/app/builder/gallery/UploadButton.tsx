/**
 * The upload button with its progress list (issues 5 and 23): a button that opens the file chooser
 * (several files at once where the caller allows), then one row per file on its way — its name, a
 * labelled progressbar with the percentage, and a Cancel that stops that file only.
 */
import { Box, Button, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { PlusIcon } from '../../components/icons.tsx';
import type { PickableImage } from './queries.ts';
import type { UploadEntry, UploadQueue } from './use-upload-queue.ts';

export interface UploadButtonProps {
  readonly queue: UploadQueue;
  /** The chooser's filter (the server decides from the bytes; this only narrows the chooser). */
  readonly accept: string;
  readonly label: string;
  /** The hidden file input's accessible name. */
  readonly inputLabel: string;
  readonly multiple?: boolean;
  /** Called with each file once stored. */
  readonly onUploaded?: (image: PickableImage) => void;
}

export function UploadButton({
  queue,
  accept,
  label,
  inputLabel,
  multiple = false,
  onUploaded,
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const busy = queue.entries.length > 0;
  return (
    <Stack gap="2">
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          aria-label={inputLabel}
          tabIndex={-1}
          onChange={async (event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared first, so choosing the same file again uploads it again.
            event.currentTarget.value = '';
            if (files.length === 0) return;
            for (const image of await queue.add(files)) if (image) onUploaded?.(image);
          }}
        />
      </VisuallyHidden>
      <Button
        size="sm"
        colorPalette="purple"
        // A single-file chooser waits for its file; a multi-file one takes more while others upload.
        loading={busy && !multiple}
        loadingText="Uploading…"
        onClick={() => input.current?.click()}
      >
        <PlusIcon />
        {label}
      </Button>
      {busy && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Uploads">
          {queue.entries.map((entry) => (
            <UploadRow key={entry.id} entry={entry} onCancel={() => queue.cancel(entry.id)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function UploadRow({ entry, onCancel }: { entry: UploadEntry; onCancel: () => void }) {
  const percent = Math.round(entry.progress * 100);
  return (
    <Box as="li" borderWidth="1px" rounded="md" px="2" py="1.5" bg="gray.50">
      <HStack gap="2" align="center">
        <Progress.Root value={percent} max={100} size="sm" colorPalette="purple" flex="1" minW="0">
          <Text fontSize="xs" mb="1" truncate title={entry.name} aria-hidden="true">
            {entry.name}
          </Text>
          <HStack gap="2">
            <Progress.Track flex="1" aria-label={`Uploading ${entry.name}`}>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText fontSize="xs" minW="8" textAlign="end">
              {percent}%
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
        <Button size="2xs" variant="ghost" aria-label={`Cancel upload of ${entry.name}`} onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Box>
  );
}
