/**
 * "Rewrite with AI" for one section (issue 24; from the section's right-click menu and its Section
 * settings panel): the section's texts (domain/section-texts.ts) go to the AI with the user's
 * optional wishes and the project's business info; the new texts arrive node by node (streamed)
 * beside the old ones, with progress and Cancel; Accept runs one `section.applyTexts` (one undo
 * restores the original), Discard leaves the page as it was. Only the `done` answer is applied:
 * after an error nothing of the stream is used.
 */
import { Badge, Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Command } from '../../../commands/registry.ts';
import type { CommandError } from '../../../commands/types.ts';
import type { SectionState } from '../../../domain/document.ts';
import { collectSectionTexts, type SectionText } from '../../../domain/section-texts.ts';
import { TextAreaField } from '../../components/FormField.tsx';
import { streamGptContent } from '../../data/ai.ts';
import { AiDialog, AiError, AiProgress, AiStatusGate, isAbort, useAiReady, useStreamDeps } from './ai-ui.tsx';

export interface AiRewriteDialogProps {
  readonly projectId: string;
  /** The section as it is when the dialog opens. */
  readonly section: SectionState;
  readonly run: (command: Command) => CommandError | null;
  readonly onClose: () => void;
  /** Opens the AI settings (business info). */
  readonly onOpenSettings?: () => void;
}

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'writing' }
  | { readonly kind: 'ready'; readonly texts: ReadonlyMap<string, string> }
  | { readonly kind: 'failed'; readonly message: string };

const ROLE_LABELS: Record<SectionText['role'], string> = {
  heading: 'Heading',
  paragraph: 'Text',
  button: 'Button',
  list_item: 'List item',
  link: 'Link',
  label: 'Label',
  alt: 'Alt text',
  text: 'Text',
};

export function AiRewriteDialog({ projectId, section, run, onClose, onOpenSettings }: AiRewriteDialogProps) {
  const texts = useMemo(() => collectSectionTexts(section.nodes), [section]);
  const [instructions, setInstructions] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [arrived, setArrived] = useState<ReadonlyMap<string, string>>(new Map());
  const abort = useRef<AbortController | null>(null);
  const deps = useStreamDeps();
  const ready = useAiReady();
  useEffect(() => () => abort.current?.abort(), []);

  const rewrite = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setArrived(new Map());
    setPhase({ kind: 'writing' });
    try {
      const result = await streamGptContent(
        deps,
        {
          task: 'rewrite_section',
          project_id: projectId,
          nodes: texts.map(({ id, role, text }) => ({ id, role, text })),
          ...(instructions.trim() !== '' && { instructions: instructions.trim() }),
        },
        { onNode: (node) => setArrived((current) => new Map(current).set(node.id, node.text)) },
        controller.signal,
      );
      if (!result.ok) {
        setPhase({ kind: 'failed', message: result.error.message });
        return;
      }
      const nodes = result.value.nodes ?? [];
      setArrived(new Map(nodes.map((node) => [node.id, node.text])));
      setPhase({ kind: 'ready', texts: new Map(nodes.map((node) => [node.id, node.text])) });
    } catch (error) {
      if (isAbort(error)) setPhase({ kind: 'idle' });
      else setPhase({ kind: 'failed', message: 'The AI helper could not answer. Try again.' });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setArrived(new Map());
    setPhase({ kind: 'idle' });
  };
  const accept = () => {
    if (phase.kind !== 'ready') return;
    const changes = texts
      .filter((text) => phase.texts.has(text.id))
      .map((text) => ({ id: text.id, text: phase.texts.get(text.id)! }));
    const error = run({ kind: 'section.applyTexts', sectionId: section.section_id, texts: changes });
    if (error) setPhase({ kind: 'failed', message: error.message });
    else onClose();
  };

  const writing = phase.kind === 'writing';
  const count = texts.filter((text) => arrived.has(text.id)).length;
  const footer =
    phase.kind === 'ready' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          Discard
        </Button>
        <Button colorPalette="purple" onClick={accept}>
          Accept
        </Button>
      </>
    ) : writing ? (
      <Button variant="outline" onClick={cancel}>
        Cancel
      </Button>
    ) : (
      <Button colorPalette="purple" disabled={!ready || texts.length === 0} onClick={() => void rewrite()}>
        {phase.kind === 'failed' ? 'Try again' : 'Rewrite'}
      </Button>
    );

  return (
    <AiDialog title="Rewrite section with AI" onClose={onClose} size="lg" footer={footer}>
      <AiStatusGate>
        <Text fontSize="sm" color="gray.700">
          New texts for “{section.section_title || section.section_name}” from your business info. The layout,
          links and images stay as they are.{' '}
          {onOpenSettings && (
            // Room for the focus ring around the words, clear of the sentence before them.
            <Button variant="plain" size="sm" px="1" h="auto" color="purple.700" onClick={onOpenSettings}>
              Edit business info
            </Button>
          )}
        </Text>
        {texts.length === 0 ? (
          <Text fontSize="sm">This section has no text to rewrite.</Text>
        ) : (
          <TextAreaField
            label="Instructions (optional)"
            placeholder="e.g. Mention the free trial, keep it short"
            rows={2}
            maxLength={1000}
            value={instructions}
            disabled={writing}
            onValueChange={setInstructions}
          />
        )}
        {phase.kind === 'failed' && <AiError message={phase.message} />}
        {writing && (
          <Stack gap="2">
            <AiProgress>
              Writing… {count} of {texts.length} texts
            </AiProgress>
            <Progress.Root value={count} max={texts.length} size="xs" colorPalette="purple">
              <Progress.Track aria-label="Texts written">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        {(writing || phase.kind === 'ready') && (
          <Box
            as="ol"
            listStyleType="none"
            m="0"
            p="0"
            aria-label="New texts"
            display="grid"
            gridTemplateColumns="minmax(0, 1fr)"
            gap="2"
          >
            {texts.map((text) => {
              const next = arrived.get(text.id);
              return (
                <Box as="li" key={text.id} borderWidth="1px" borderColor="gray.200" rounded="md" p="2">
                  <HStack gap="2" mb="1" minW="0">
                    <Badge size="sm" colorPalette="gray">
                      {ROLE_LABELS[text.role]}
                    </Badge>
                    <Text fontSize="xs" color="gray.600" truncate minW="0" flex="1" title={text.text}>
                      {text.text}
                    </Text>
                  </HStack>
                  <Text
                    fontSize="sm"
                    color={next === undefined ? 'gray.500' : 'gray.900'}
                    data-ai-text={text.id}
                  >
                    {next ?? '…'}
                  </Text>
                </Box>
              );
            })}
          </Box>
        )}
      </AiStatusGate>
    </AiDialog>
  );
}

export default AiRewriteDialog;
