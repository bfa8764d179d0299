/**
 * The builder route (spec §2 Builder surface; issue 5): loads the page from its hosted files and
 * the page record, restores the local draft (asking keep/discard when the server moved on), then
 * hands the editor store to the builder (Builder.tsx). Below a 1024 px window the builder asks for
 * a larger screen (issue 20 §4) and offers the page's preview.
 *
 * Up to the canvas's first paint nothing here is drawn with the UI kit, whose system is built after it
 * (theme/ui-system.ts, issue 28): the opening state and the narrow-window notice are plain elements
 * (builder-screen.css); a failure or the draft question waits for the kit, showing the opening state.
 */
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor } from 'xstate';
import { previewPageUrl } from '../../api/preview-domain.ts';
import { BUILDER_MIN_WINDOW_PX } from '../../domain/limits.ts';
import type { draftRestoreMachine } from '../../machines/draft-restore.machine.ts';
import { appConfigQuery } from '../data/app-config.ts';
import { pageQuery } from '../data/pages.ts';
import { projectQuery } from '../data/projects.ts';
import { useApi } from '../session/SessionProvider.tsx';
import { failureMessage } from '../shell/toaster.tsx';
import { WithUi } from '../theme/ui-system.ts';
import { Builder } from './Builder.tsx';
import { preloadCanvas } from './canvas/canvas-preload.ts';
import { useStartPexelsKey } from './editor-key/pexels-key.ts';
import { endFirstLook } from './first-look-state.ts';
import { loadPageSource, type Opening, openPage } from './open-page.ts';
import './builder-screen.css';

const ConfirmDialog = lazy(() =>
  import('../components/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

export function BuilderScreen({ projectId, pageId }: { projectId: string; pageId: string }) {
  const api = useApi();
  const config = useQuery(appConfigQuery(api));
  const page = useQuery(pageQuery(api, pageId));
  // Asked for with the page: the builder's title, its publish domain and its preview address are there
  // when it first draws.
  const previewDomain = useQuery(projectQuery(api, projectId)).data?.preview_domain;
  const [loading, setLoading] = useState<Opening>({ step: 'loading' });
  const hostedBase = config.data?.hosted_base;
  const detail = page.data;

  useEffect(() => void loadPageSource(), []);
  // The image search key, after the page's requests and never awaited by the canvas (issue 27).
  useStartPexelsKey();
  // The canvas document opens (its stylesheets downloaded and parsed) while the page downloads.
  useEffect(() => {
    if (hostedBase) return preloadCanvas(document, `${hostedBase}/${projectId}/`);
  }, [hostedBase, projectId]);

  const detailRef = useRef(detail);
  detailRef.current = detail;
  const ready = detail !== undefined;
  // Opens the page once it and the configuration are known; a refetched page record does not reopen it.
  useEffect(() => {
    const record = detailRef.current;
    if (!hostedBase || !ready || !record) return;
    let cancelled = false;
    const onAsk = (actor: Actor<typeof draftRestoreMachine>) => {
      if (!cancelled) setLoading({ step: 'asking', actor });
    };
    void openPage(hostedBase, projectId, record, onAsk).then(
      (next) => {
        if (!cancelled) setLoading(next);
      },
      (error: unknown) => {
        if (!cancelled) setLoading({ step: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [hostedBase, projectId, ready]);

  useEffect(() => {
    if (loading.step !== 'ready') return;
    return () => void loading.draft?.close();
  }, [loading]);

  // The first look (first-look.ts) stays until the canvas takes it over; a failure or the draft
  // question, shown here instead, ends it, as leaving does.
  const interrupted =
    page.isError || config.isError || loading.step === 'failed' || loading.step === 'asking';
  useEffect(() => {
    if (interrupted) endFirstLook();
  }, [interrupted]);
  useEffect(() => endFirstLook, []);

  const opening = (
    <div className="pw-opening" aria-busy="true">
      <span className="pw-spinner pw-spinner-lg" />
      <p className="pw-muted">Opening the page…</p>
    </div>
  );
  if (page.isError || config.isError) {
    return (
      <WithUi fallback={opening}>
        <Failure message={failureMessage(page.error ?? config.error)} />
      </WithUi>
    );
  }
  if (loading.step === 'failed') {
    return (
      <WithUi fallback={opening}>
        <Failure message={loading.message} />
      </WithUi>
    );
  }
  if (loading.step === 'asking') {
    return (
      <WithUi fallback={opening}>
        <Suspense fallback={opening}>
          <ConfirmDialog
            open
            title="Keep your unsaved changes?"
            confirmLabel="Keep my draft"
            onConfirm={() => loading.actor.send({ type: 'KEEP' })}
            onClose={() => loading.actor.send({ type: 'DISCARD' })}
          >
            This page was saved somewhere else since your last edits here. Keep your draft (merged onto the
            newer page) or discard it and open the saved page.
          </ConfirmDialog>
        </Suspense>
      </WithUi>
    );
  }
  if (loading.step === 'loading' || !detail || !hostedBase) return opening;
  return (
    <>
      <Builder store={loading.store} projectId={projectId} page={detail} hostedBase={hostedBase} />
      <SmallWindowNotice
        previewUrl={previewPageUrl(hostedBase, projectId, previewDomain, detail.page_slug)}
      />
    </>
  );
}

const narrowQuery = `(max-width: ${BUILDER_MIN_WINDOW_PX - 1}px)`;
const subscribeToWidth = (listener: () => void) => {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/**
 * Over the builder (which stays mounted: nothing is lost when the window widens again) while the
 * window is narrower than the builder can be used at.
 */
function SmallWindowNotice({ previewUrl }: { previewUrl: string }) {
  const narrow = useSyncExternalStore(subscribeToWidth, () => window.matchMedia(narrowQuery).matches);
  if (!narrow) return null;
  return (
    <div className="pw-narrow-notice">
      <div role="alert">
        <p className="pw-narrow-title">Use a larger screen to edit this page</p>
        <p className="pw-muted">
          The builder needs a window at least {BUILDER_MIN_WINDOW_PX} pixels wide. Your edits are kept; widen
          the window or open the builder on a computer to go on.
        </p>
        <a href={previewUrl} target="_blank" rel="noopener">
          Preview the page
        </a>
      </div>
    </div>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <Center h="100dvh">
      <Stack align="center" gap="3" maxW="md" textAlign="center" role="alert">
        <Text fontWeight="semibold">The page could not be opened</Text>
        <Text color="gray.600">{message}</Text>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </Stack>
    </Center>
  );
}
