/**
 * "Generate a picture" (issue 24): a prompt and a shape go to the image model; while it works the
 * dialog shows progress and Cancel (which aborts the request); the picture comes back stored in
 * the user's gallery (the gallery's query is refreshed) and is shown; "Use" replaces the selected
 * image with it in one step (the image-replace command the caller runs).
 */
import { Box, Button, Image, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GalleryFile } from '../../../api/gallery.ts';
import { TextAreaField } from '../../components/FormField.tsx';
import { generatePicture } from '../../data/ai.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { galleryKeys } from '../gallery/queries.ts';
import {
  AiDialog,
  AiError,
  AiProgress,
  AiStatusGate,
  ChoiceGroup,
  errorMessage,
  isAbort,
  useAiReady,
} from './ai-ui.tsx';

type Size = '1024x1024' | '1792x1024' | '1024x1792';

const SIZES: readonly { value: Size; label: string }[] = [
  { value: '1024x1024', label: 'Square' },
  { value: '1792x1024', label: 'Landscape' },
  { value: '1024x1792', label: 'Portrait' },
];

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'ready'; readonly file: GalleryFile }
  | { readonly kind: 'failed'; readonly message: string };

export interface AiPictureDialogProps {
  readonly projectId: string;
  /** Puts the picture in the selected image; absent when there is none (the picture stays in the gallery). */
  readonly onUse?: (src: string) => void;
  readonly onClose: () => void;
}

export function AiPictureDialog({ projectId, onUse, onClose }: AiPictureDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const ready = useAiReady(true);
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<Size>('1024x1024');
  const [missing, setMissing] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [seconds, setSeconds] = useState(0);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (phase.kind !== 'working') return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [phase.kind]);

  const generate = async () => {
    if (prompt.trim() === '') {
      setMissing('Describe the picture.');
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'working' });
    try {
      const answer = await generatePicture(
        api,
        { project_id: projectId, prompt: prompt.trim(), size },
        controller.signal,
      );
      void queryClient.invalidateQueries({ queryKey: galleryKeys.user() });
      setPhase({ kind: 'ready', file: answer.file });
    } catch (error) {
      setPhase(isAbort(error) ? { kind: 'idle' } : { kind: 'failed', message: errorMessage(error) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setPhase({ kind: 'idle' });
  };

  const working = phase.kind === 'working';
  const footer =
    phase.kind === 'ready' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {onUse ? 'Keep in gallery' : 'Done'}
        </Button>
        <Button variant="outline" onClick={() => setPhase({ kind: 'idle' })}>
          Try another
        </Button>
        {onUse && (
          <Button
            colorPalette="purple"
            onClick={() => {
              onUse(phase.file.url);
              onClose();
            }}
          >
            Use
          </Button>
        )}
      </>
    ) : working ? (
      <Button variant="outline" onClick={cancel}>
        Cancel
      </Button>
    ) : (
      <Button colorPalette="purple" disabled={!ready} onClick={() => void generate()}>
        Generate
      </Button>
    );

  return (
    <AiDialog title="Generate a picture" onClose={onClose} footer={footer}>
      <AiStatusGate needsImages>
        {phase.kind === 'ready' ? (
          <Box>
            <Image
              src={phase.file.url}
              alt={`Generated: ${prompt.trim()}`}
              maxH="72"
              mx="auto"
              rounded="md"
              borderWidth="1px"
              borderColor="gray.200"
              objectFit="contain"
            />
            <Text fontSize="sm" color="gray.700" mt="2" role="status">
              Saved in your gallery as {phase.file.name}.
            </Text>
          </Box>
        ) : (
          <>
            <TextAreaField
              label="Describe the picture"
              placeholder="e.g. A sunny bakery counter with fresh sourdough loaves"
              rows={3}
              maxLength={1000}
              value={prompt}
              error={missing}
              disabled={working}
              onValueChange={(value) => {
                setPrompt(value);
                setMissing(undefined);
              }}
            />
            <ChoiceGroup label="Shape" value={size} options={SIZES} onChange={setSize} disabled={working} />
            {working && <AiProgress>Generating the picture… {seconds} s (this can take a minute)</AiProgress>}
            {phase.kind === 'failed' && <AiError message={phase.message} />}
          </>
        )}
      </AiStatusGate>
    </AiDialog>
  );
}

export default AiPictureDialog;
