/**
 * The builder's AI dialogs (issue 24), asked for like the pickers (BuilderPickers.tsx): the text
 * toolbar's AI text as a promise of the accepted text, the section menu's rewrite, and AI settings
 * (the top bar's More menu). Each dialog's code loads when first opened, never with the builder's
 * first paint: this module holds state and lazy imports only.
 */
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { type Command, loadCommandFamilies } from '../../../commands/registry.ts';
import type { CommandError } from '../../../commands/types.ts';
import { findSection, type PageDocument } from '../../../domain/document.ts';
import type { AiTextRequest } from '../text-edit/edit-options.ts';

const AiTextDialog = lazy(() => import('./AiTextDialog.tsx'));
// Accept runs `section.applyTexts`, a family decided by a module loaded after the first paint.
const AiRewriteDialog = lazy(() =>
  Promise.all([import('./AiRewriteDialog.tsx'), loadCommandFamilies()]).then(([module]) => module),
);
const AiSettingsDialog = lazy(() => import('./AiSettingsDialog.tsx'));

export interface AiDialogs {
  readonly writeText: (request: AiTextRequest) => Promise<string | null>;
  readonly rewriteSection: (sectionId: string) => void;
  readonly openSettings: () => void;
  readonly dialogs: ReactNode;
}

interface TextAsk {
  readonly request: AiTextRequest;
  readonly resolve: (text: string | null) => void;
}

export function useAiDialogs(
  projectId: string,
  doc: () => PageDocument,
  run: (command: Command) => CommandError | null,
): AiDialogs {
  const [textAsk, setTextAsk] = useState<TextAsk | null>(null);
  const [rewriting, setRewriting] = useState<string | null>(null);
  const [settings, setSettings] = useState(false);
  const api = useMemo(
    () => ({
      writeText: (request: AiTextRequest) =>
        new Promise<string | null>((resolve) => setTextAsk({ request, resolve })),
      rewriteSection: (sectionId: string) => setRewriting(sectionId),
      openSettings: () => setSettings(true),
    }),
    [],
  );
  const section = rewriting ? findSection(doc(), rewriting) : undefined;
  const dialogs = (
    <Suspense fallback={null}>
      {textAsk && (
        <AiTextDialog
          projectId={projectId}
          request={textAsk.request}
          onDone={(text) => {
            textAsk.resolve(text);
            setTextAsk(null);
          }}
        />
      )}
      {section && !settings && (
        <AiRewriteDialog
          projectId={projectId}
          section={section}
          run={run}
          onClose={() => setRewriting(null)}
          onOpenSettings={() => setSettings(true)}
        />
      )}
      {settings && <AiSettingsDialog projectId={projectId} onClose={() => setSettings(false)} />}
    </Suspense>
  );
  return { ...api, dialogs };
}
