/**
 * The AI actions inside inspector panels (issue 24): "Rewrite with AI…" and "AI settings…" in the
 * Section settings panel, "Generate with AI…" in the Image settings panel. The buttons come with
 * their (lazy) panels; the dialogs load when first opened.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { type Command, loadCommandFamilies } from '../../../commands/registry.ts';
import type { CommandError } from '../../../commands/types.ts';
import type { SectionState } from '../../../domain/document.ts';

// Accept runs `section.applyTexts`, a family decided by a module loaded after the first paint.
const AiRewriteDialog = lazy(() =>
  Promise.all([import('./AiRewriteDialog.tsx'), loadCommandFamilies()]).then(([module]) => module),
);
const AiSettingsDialog = lazy(() => import('./AiSettingsDialog.tsx'));
const AiPictureDialog = lazy(() => import('./AiPictureDialog.tsx'));

export function SectionAiActions({
  projectId,
  section,
  run,
}: {
  projectId: string;
  section: SectionState;
  run: (command: Command) => CommandError | null;
}) {
  const [open, setOpen] = useState<'rewrite' | 'settings' | null>(null);
  return (
    <>
      <Text fontSize="sm" color="gray.600">
        New texts for this section from your business info; you accept or discard them.
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button size="xs" variant="outline" onClick={() => setOpen('rewrite')}>
          <i className="fa-solid fa-wand-magic-sparkles" aria-hidden="true" />
          Rewrite with AI…
        </Button>
        <Button size="xs" variant="outline" onClick={() => setOpen('settings')}>
          AI settings…
        </Button>
      </HStack>
      <Suspense fallback={null}>
        {open === 'rewrite' && (
          <AiRewriteDialog
            projectId={projectId}
            section={section}
            run={run}
            onClose={() => setOpen(null)}
            onOpenSettings={() => setOpen('settings')}
          />
        )}
        {open === 'settings' && <AiSettingsDialog projectId={projectId} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}

export function ImageAiAction({ projectId, onUse }: { projectId: string; onUse: (src: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <i className="fa-solid fa-wand-magic-sparkles" aria-hidden="true" />
        Generate with AI…
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AiPictureDialog projectId={projectId} onUse={onUse} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
