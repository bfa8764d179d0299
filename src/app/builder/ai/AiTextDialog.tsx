/**
 * The text toolbar's "AI text" (issue 24; spec §2): writes or rewrites the selection — the whole
 * block when nothing is selected — with a tone (the project's business info `contentTone` by
 * default) and a length. The text arrives streamed in a preview; Accept hands it to the edit,
 * which inserts it as one undo step; Discard, Cancel, Escape leave the text as it was.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AiLength } from '../../../api/ai.ts';
import { TextAreaField, TextField } from '../../components/FormField.tsx';
import { streamGptContent } from '../../data/ai.ts';
import { businessInfoQuery } from '../../data/business-info.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import type { AiTextRequest } from '../text-edit/edit-options.ts';
import {
  AiDialog,
  AiError,
  AiProgress,
  AiStatusGate,
  ChoiceGroup,
  isAbort,
  useAiReady,
  useStreamDeps,
} from './ai-ui.tsx';

export interface AiTextDialogProps {
  readonly projectId: string;
  readonly request: AiTextRequest;
  /** The accepted text, or null (discarded, cancelled, closed). */
  readonly onDone: (text: string | null) => void;
}

const LENGTHS: readonly { value: AiLength; label: string }[] = [
  { value: 'shorter', label: 'Shorter' },
  { value: 'same', label: 'Same length' },
  { value: 'longer', label: 'Longer' },
];

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'writing' }
  | { readonly kind: 'ready'; readonly text: string }
  | { readonly kind: 'failed'; readonly message: string };

export function AiTextDialog({ projectId, request, onDone }: AiTextDialogProps) {
  const api = useApi();
  const info = useQuery(businessInfoQuery(api, projectId));
  const savedTone = info.data?.contentTone ?? '';
  const [tone, setTone] = useState<string | null>(null);
  const [length, setLength] = useState<AiLength>('same');
  const [instructions, setInstructions] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [preview, setPreview] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const abort = useRef<AbortController | null>(null);
  const deps = useStreamDeps();
  const ready = useAiReady();
  useEffect(() => () => abort.current?.abort(), []);
  const hasText = request.text.trim() !== '';
  const toneValue = tone ?? savedTone;

  const write = async () => {
    if (!hasText && instructions.trim() === '') {
      setMissing('Say what the text should be about.');
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPreview('');
    setPhase({ kind: 'writing' });
    try {
      const result = await streamGptContent(
        deps,
        {
          task: 'write_text',
          project_id: projectId,
          text: request.text,
          length,
          ...(request.context.trim() !== '' && { context: request.context }),
          ...(toneValue.trim() !== '' && { tone: toneValue.trim() }),
          ...(instructions.trim() !== '' && { instructions: instructions.trim() }),
        },
        { onDelta: (piece) => setPreview((current) => current + piece) },
        controller.signal,
      );
      if (!result.ok) {
        setPreview('');
        setPhase({ kind: 'failed', message: result.error.message });
        return;
      }
      const text = result.value.text ?? '';
      setPreview(text);
      setPhase(
        text.trim() === ''
          ? { kind: 'failed', message: 'The AI answered no text. Try again.' }
          : { kind: 'ready', text },
      );
    } catch (error) {
      setPreview('');
      if (isAbort(error)) setPhase({ kind: 'idle' });
      else setPhase({ kind: 'failed', message: 'The AI helper could not answer. Try again.' });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setPreview('');
    setPhase({ kind: 'idle' });
  };

  const writing = phase.kind === 'writing';
  const footer =
    phase.kind === 'ready' ? (
      <>
        <Button variant="outline" onClick={() => onDone(null)}>
          Discard
        </Button>
        <Button variant="outline" onClick={() => void write()}>
          Try again
        </Button>
        <Button colorPalette="purple" onClick={() => onDone(phase.text)}>
          Accept
        </Button>
      </>
    ) : writing ? (
      <Button variant="outline" onClick={cancel}>
        Cancel
      </Button>
    ) : (
      <Button colorPalette="purple" disabled={!ready} onClick={() => void write()}>
        {hasText ? 'Rewrite' : 'Write'}
      </Button>
    );

  return (
    <AiDialog title="AI text" onClose={() => onDone(null)} footer={footer}>
      <AiStatusGate>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {hasText ? (request.selection ? 'Selected text' : 'Text of the block') : 'New text for the block'}
          </Text>
          <Text
            fontSize="sm"
            color="gray.700"
            bg="gray.50"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="md"
            px="3"
            py="2"
            maxH="24"
            overflowY="auto"
            whiteSpace="pre-wrap"
          >
            {hasText ? request.text : 'The block is empty: describe what to write below.'}
          </Text>
        </Box>
        <TextField
          label="Tone"
          placeholder="e.g. Friendly"
          maxLength={100}
          value={toneValue}
          disabled={writing}
          help={savedTone !== '' && toneValue === savedTone ? 'From your business info' : undefined}
          onValueChange={setTone}
        />
        <ChoiceGroup
          label="Length"
          value={length}
          options={LENGTHS}
          onChange={setLength}
          disabled={writing}
        />
        <TextAreaField
          label={hasText ? 'Instructions (optional)' : 'What should it say?'}
          placeholder={
            hasText ? 'e.g. More playful, mention delivery' : 'e.g. A welcome line for new visitors'
          }
          rows={2}
          maxLength={1000}
          value={instructions}
          error={missing}
          disabled={writing}
          onValueChange={(value) => {
            setInstructions(value);
            setMissing(undefined);
          }}
        />
        {phase.kind === 'failed' && <AiError message={phase.message} />}
        {writing && <AiProgress>Writing…</AiProgress>}
        {(writing || phase.kind === 'ready') && (
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              Preview
            </Text>
            <Text
              aria-label="Preview"
              fontSize="sm"
              borderWidth="1px"
              borderColor="purple.200"
              bg="purple.50"
              rounded="md"
              px="3"
              py="2"
              minH="12"
              whiteSpace="pre-wrap"
            >
              {preview || '…'}
            </Text>
          </Box>
        )}
      </AiStatusGate>
    </AiDialog>
  );
}

export default AiTextDialog;
