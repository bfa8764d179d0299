/**
 * "Choose a trace file": reads a JSON trace chosen from disk into a timeline; a file that is not a
 * replayable trace is an error toast saying why (the current replay stays as it was).
 */
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { FileIcon } from '../../components/icons.tsx';
import { toaster } from '../../shell/toaster.tsx';
import { type Timeline, timelineFromText } from './replay-timeline.ts';

export function TraceFileButton({
  onLoad,
  primary = false,
}: {
  onLoad: (timeline: Timeline, label: string) => void;
  primary?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <VisuallyHidden>
        <label htmlFor={id}>Trace file</label>
        <input
          id={id}
          ref={input}
          type="file"
          accept="application/json,.json"
          tabIndex={-1}
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared first, so choosing the same file again reloads it.
            event.currentTarget.value = '';
            if (!file) return;
            const timeline = timelineFromText(await file.text());
            if (timeline.ok) onLoad(timeline.value, file.name);
            else
              toaster.create({
                type: 'error',
                title: `Could not replay ${file.name}`,
                description: timeline.error,
                closable: true,
              });
          }}
        />
      </VisuallyHidden>
      <Button
        size={primary ? 'md' : 'sm'}
        variant={primary ? 'solid' : 'outline'}
        colorPalette="purple"
        onClick={() => input.current?.click()}
      >
        <FileIcon />
        {primary ? 'Choose a trace file' : 'Load another trace'}
      </Button>
    </>
  );
}
