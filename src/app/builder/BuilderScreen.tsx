/**
 * The builder (spec §2 Builder surface; issue 5): loads the page from its hosted files and the
 * page record, restores the local draft (asking keep/discard when the server moved on), and
 * edits it through the editor store. Save and publish run their tested machines; preview, the
 * device widths, trace export and the zip download live in the top bar.
 */
import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import type { PageDetail } from '../../api/page.ts';
import type { Command } from '../../commands/registry.ts';
import type { Trace } from '../../commands/trace.ts';
import { findSection, type PageDocument } from '../../domain/document.ts';
import { cryptoIds } from '../../domain/ids.ts';
import { locate } from '../../domain/tree-paths.ts';
import { DraftLog } from '../../machines/draft-log.ts';
import { draftRestoreMachine } from '../../machines/draft-restore.machine.ts';
import { appConfigQuery } from '../data/app-config.ts';
import { pageQuery } from '../data/pages.ts';
import { projectQuery } from '../data/projects.ts';
import { useApi } from '../session/SessionProvider.tsx';
import { failureMessage, toaster } from '../shell/toaster.tsx';
import { CanvasFrame } from './CanvasFrame.tsx';
import { preloadCanvas } from './canvas/canvas-preload.ts';
import { elementById, type Selection } from './canvas/selection.ts';
import { EditorStore } from './editor-store.ts';
import { BLOCKS } from './elements/blocks.ts';
import { attachCanvasDrop } from './elements/canvas-drop.ts';
import { insertedBlock } from './elements/inserted-block.ts';
import type { KeyAction } from './keymap.ts';
import { isTextField, keyAction } from './keymap.ts';
import { type DrawerItem, LeftDrawer } from './LeftDrawer.tsx';
import { useOnline } from './lifecycle/draft-status.ts';
import { usePageLifecycle } from './lifecycle/use-page-lifecycle.ts';
import { fetchSavedPage } from './saved-files.ts';
import { type Device, TopBar, TopBarShell } from './TopBar.tsx';
import { useHandlers } from './use-handlers.ts';
import { useSiteZipDownload } from './zip/use-site-zip-download.ts';

// What the first paint does not show loads when it is opened: the other drawers and the dialogs.
const ConfirmDialog = lazy(() =>
  import('../components/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);
const AttachTraceDialog = lazy(() =>
  import('../screens/support/AttachTraceDialog.tsx').then((m) => ({ default: m.AttachTraceDialog })),
);
const ElementsPanel = lazy(() => import('./ElementsPanel.tsx').then((m) => ({ default: m.ElementsPanel })));
const GalleryPanel = lazy(() => import('./GalleryPanel.tsx').then((m) => ({ default: m.GalleryPanel })));
const ReplaceImageDialog = lazy(() =>
  import('./ReplaceImageDialog.tsx').then((m) => ({ default: m.ReplaceImageDialog })),
);
const ThemePanel = lazy(() => import('./ThemePanel.tsx').then((m) => ({ default: m.ThemePanel })));
// Open from the start, but drawn once the canvas is: the page comes first (dnd-kit and the
// virtualiser load then, and the rows' first render no longer delays the canvas).
const FunnelPages = lazy(() => import('./FunnelPages.tsx').then((m) => ({ default: m.FunnelPages })));
const SectionsPanel = lazy(() => import('./SectionsPanel.tsx').then((m) => ({ default: m.SectionsPanel })));

const panelSpinner = (
  <Center py="6" aria-busy="true">
    <Spinner color="purple.500" role="status" aria-label="Loading" />
  </Center>
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={panelSpinner}>{children}</Suspense>;
}

const DEVICE_WIDTH: Record<Device, number | null> = { desktop: null, tablet: 768, mobile: 390 };

type Loading =
  | { readonly step: 'loading' }
  | { readonly step: 'asking'; readonly actor: Actor<typeof draftRestoreMachine> }
  | { readonly step: 'ready'; readonly store: EditorStore; readonly draft: DraftLog | null }
  | { readonly step: 'failed'; readonly message: string };

export function BuilderScreen({ projectId, pageId }: { projectId: string; pageId: string }) {
  const api = useApi();
  const config = useQuery(appConfigQuery(api));
  const page = useQuery(pageQuery(api, pageId));
  // Asked for with the page: the builder's title and its publish domain are there when it first draws.
  usePrefetchQuery(projectQuery(api, projectId));
  const [loading, setLoading] = useState<Loading>({ step: 'loading' });
  const hostedBase = config.data?.hosted_base;
  const detail = page.data;

  useEffect(() => void loadPageSource(), []);
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

  if (page.isError || config.isError) {
    return <Failure message={failureMessage(page.error ?? config.error)} />;
  }
  if (loading.step === 'failed') return <Failure message={loading.message} />;
  if (loading.step === 'asking') {
    return (
      <Suspense fallback={null}>
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
    );
  }
  if (loading.step === 'loading' || !detail || !hostedBase) {
    return (
      <Center h="100dvh" flexDirection="column" gap="3" aria-busy="true">
        <Spinner color="purple.500" size="lg" />
        <Text color="gray.600">Opening the page…</Text>
      </Center>
    );
  }
  return <Builder store={loading.store} projectId={projectId} page={detail} hostedBase={hostedBase} />;
}

/** Whether the document still holds the selected element. */
function hasElement(doc: PageDocument, selection: Selection): boolean {
  const section = findSection(doc, selection.sectionId);
  return section !== undefined && locate(section.nodes, selection.elementId) !== undefined;
}

/** The page parser (htmlparser2): fetched as the builder route mounts, alongside the page record. */
const loadPageSource = () => import('./page-source.ts');

/** Loads the saved page and restores the draft; resolves with the editor store (or asks first). */
async function openPage(
  base: string,
  project: string,
  record: PageDetail,
  onAsk: (actor: Actor<typeof draftRestoreMachine>) => void,
): Promise<Loading> {
  // The local draft opens (IndexedDB) while the saved files download; the restore machine reads
  // the outcome, failure included.
  const opening = DraftLog.open(record._id);
  opening.catch(() => {});
  let server: { document: PageDocument; revision: number };
  try {
    // The files download while the parser does (it was asked for when the route mounted).
    const [{ serverDocument }, saved] = await Promise.all([
      loadPageSource(),
      fetchSavedPage(fetch, base, project, record.page_slug),
    ]);
    server = { document: serverDocument(record, saved, cryptoIds), revision: record.revision };
  } catch (error) {
    void opening.then(
      (log) => log.close(),
      () => {},
    );
    throw error;
  }
  let draft: DraftLog | null = null;
  const actor = createActor(draftRestoreMachine, {
    input: {
      open: async () => {
        draft = await opening;
        draft.onProblem = (message) =>
          toaster.create({
            type: 'warning',
            title: 'Your edits are no longer kept on this device',
            description: `${message} Save the page to keep them.`,
            duration: Number.POSITIVE_INFINITY,
          });
        return draft;
      },
      server,
      now: Date.now,
    },
  });
  return new Promise<Loading>((resolve) => {
    actor.subscribe((snapshot) => {
      if (snapshot.matches('asking')) onAsk(actor);
      if (snapshot.matches('damaged')) {
        toaster.create({
          type: 'warning',
          title: 'Your local draft could not be read',
          description: snapshot.context.problem ?? '',
        });
        actor.send({ type: 'CONTINUE' });
      }
      if (snapshot.status !== 'done' || !snapshot.output) return;
      const { log, editor } = snapshot.output;
      const store = new EditorStore({
        base: log.base.document,
        baseRevision: log.base.revision,
        entries: log.entries,
        state: editor,
        savedSeq: log.savedSeq,
        revision: record.revision,
        draft,
      });
      if (snapshot.output.conflicts.length > 0) {
        toaster.create({
          type: 'info',
          title: 'Draft merged',
          description: `Your version of ${snapshot.output.conflicts.join(', ')} was kept.`,
        });
      }
      resolve({ step: 'ready', store, draft });
    });
    actor.start();
  });
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

/** Memoised: the screen around it re-renders for its queries; the builder only for its own inputs. */
const Builder = memo(function Builder({
  store,
  projectId,
  page,
  hostedBase,
}: {
  store: EditorStore;
  projectId: string;
  page: PageDetail;
  hostedBase: string;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const project = useQuery(projectQuery(api, projectId));
  // `?bench` (npm run bench:builder): the benchmark runs text and style commands through the store.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('bench')) return;
    const host = window as typeof window & { __pagewright?: { store: EditorStore } };
    host.__pagewright = { store };
    return () => {
      delete host.__pagewright;
    };
  }, [store]);
  const [selection, setSelection] = useState<Selection | null>(null);
  // An undo, a removal or a new page can take the selected element away: the selection goes with it.
  useEffect(
    () =>
      store.subscribe(() =>
        setSelection((current) =>
          current && !hasElement(store.getSnapshot().state.doc, current) ? null : current,
        ),
      ),
    [store],
  );
  const [device, setDevice] = useState<Device>('desktop');
  const zip = useSiteZipDownload(projectId, project.data?.project_name ?? 'site');
  const [sendingTrace, setSendingTrace] = useState<Trace | null>(null);
  const canvasDocument = useRef<Document | null>(null);
  // Also kept as state: the Elements and Gallery panels read the canvas when it (re)attaches.
  const [canvasDoc, setCanvasDoc] = useState<Document | null>(null);
  const [replacing, setReplacing] = useState<Selection | null>(null);
  const [canvasPainted, setCanvasPainted] = useState(false);
  const online = useOnline();

  // Stable, so memoised panels and rows do not re-render because the builder did.
  const run = useCallback(
    (command: Command) => {
      const error = store.run(command);
      if (error) toaster.create({ type: 'error', title: error.message });
      else if (command.kind === 'element.insert') setSelection(insertedBlock(store.lastEntry()));
    },
    [store],
  );

  // Drops into the canvas run through the latest `run`; the listeners live as long as the canvas document.
  const runRef = useRef(run);
  runRef.current = run;
  const detachDrop = useRef<(() => void) | null>(null);
  useEffect(() => () => detachDrop.current?.(), []);
  const attachCanvas = (doc: Document | null) => {
    canvasDocument.current = doc;
    setCanvasDoc(doc);
    detachDrop.current?.();
    detachDrop.current = doc
      ? attachCanvasDrop(doc, { onCommand: (command) => runRef.current(command) })
      : null;
  };
  const selectedImage = selection !== null && elementById(canvasDoc, selection.elementId)?.tagName === 'IMG';
  // Spec §4: a replaced image is one `element.dropImage` (it keeps the image's alt rule).
  const replaceImage = (target: Selection, src: string) => run({ kind: 'element.dropImage', ...target, src });

  // Funnel: switching pages saves the open one first when it has unsaved edits (a failed save stays here).
  const nextPage = useRef<string | null>(null);
  const openPage = (id: string) =>
    void navigate({ to: '/builder/$projectId/$pageId', params: { projectId, pageId: id } });
  const switchToPage = (id: string) => {
    if (!store.getSnapshot().unsaved) return openPage(id);
    nextPage.current = id;
    lifecycle.save('page');
  };

  const lifecycle = usePageLifecycle({
    store,
    projectId,
    page,
    domain: () => project.data?.domain ?? '',
    templateId: () => project.data?.template_id ?? null,
    canvasDocument: () => canvasDocument.current,
    onExit: (exit) => {
      if (exit === 'projects') void navigate({ to: '/projects/$projectId', params: { projectId } });
      else if (exit === 'page' && nextPage.current) openPage(nextPage.current);
      else if (exit === 'login') void navigate({ to: '/login' });
    },
  });

  const onKey = (action: KeyAction) => {
    if (action === 'undo') store.undo();
    else if (action === 'redo') store.redo();
    else if (action === 'clearSelection') setSelection(null);
    else if (action === 'remove' && selection) {
      run({ kind: 'element.remove', ...selection });
      setSelection(null);
    }
  };
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = keyAction(event, isTextField(event.target));
      // Editing text and the element menu belong to the canvas, which handles them itself.
      if (!action || action === 'editText' || action === 'openMenu') return;
      event.preventDefault();
      keyHandler.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const panelFor = (item: DrawerItem) => {
    switch (item) {
      case 'Theme Setting':
        return <ThemePanel store={store} run={run} />;
      case 'Funnel and sections':
        return (
          <Stack gap="5">
            <FunnelPages projectId={projectId} pageId={page._id} onOpen={switchToPage} />
            <SectionsPanel store={store} run={run} />
          </Stack>
        );
      case 'Gallery':
        return (
          <GalleryPanel
            projectId={projectId}
            {...(selectedImage && selection && { onPick: (src: string) => replaceImage(selection, src) })}
          />
        );
      case 'Elements':
        return <ElementsPanel run={run} selection={selection} canvasDocument={canvasDoc} />;
    }
  };

  const pageUrl = `${hostedBase}/${projectId}/${page.page_slug}.html`;
  const title = `${project.data?.project_name ?? 'Project'} · ${page.page_name}`;
  const download = (name: string, blob: Blob) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  // Stable, so the memoised top bar re-renders for its own inputs only.
  const topBarHandlers = useHandlers({
    onBack: () => void navigate({ to: '/projects/$projectId', params: { projectId } }),
    onUndo: () => store.undo(),
    onRedo: () => store.redo(),
    onSave: () => lifecycle.save(),
    onPublish: () => lifecycle.publish(),
    onPreview: () => void window.open(pageUrl, '_blank', 'noopener'),
    onDevice: (next: Device) => setDevice(next),
    onExportTrace: () =>
      download(
        `${page.page_slug}.trace.json`,
        new Blob([JSON.stringify(store.trace(), null, 2)], { type: 'application/json' }),
      ),
    onDownloadZip: () => zip.start(),
    onSendTrace: () => setSendingTrace(store.trace()),
  });

  return (
    <Stack gap="0" h="100dvh">
      {/* The canvas paints first: styling the bar's buttons is not on the page's first paint (issue 5). */}
      {canvasPainted ? (
        <TopBar
          title={title}
          store={store}
          saving={lifecycle.saving}
          online={online}
          zipProgress={zip.progress}
          device={device}
          {...topBarHandlers}
        />
      ) : (
        <TopBarShell title={title} />
      )}
      <HStack flex="1" align="stretch" gap="0" minH="0">
        <LeftDrawer panel={(item) => (canvasPainted ? <Loading>{panelFor(item)}</Loading> : panelSpinner)} />
        <Box flex="1" minW="0" display="flex">
          <CanvasFrame
            store={store}
            assetBase={`${hostedBase}/${projectId}/`}
            width={DEVICE_WIDTH[device]}
            selection={selection}
            onSelect={setSelection}
            onKey={onKey}
            onCanvasDocument={attachCanvas}
            onPainted={() => setCanvasPainted(true)}
            onReplaceImage={setReplacing}
            blocks={BLOCKS}
          />
        </Box>
      </HStack>
      {sendingTrace && (
        <Suspense fallback={null}>
          <AttachTraceDialog trace={sendingTrace} open onClose={() => setSendingTrace(null)} />
        </Suspense>
      )}
      {replacing && (
        <Suspense fallback={null}>
          <ReplaceImageDialog
            open
            projectId={projectId}
            onClose={() => setReplacing(null)}
            onPick={(src) => replaceImage(replacing, src)}
          />
        </Suspense>
      )}
      {lifecycle.conflict && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Someone else saved this page"
            confirmLabel="Overwrite with my version"
            destructive
            onConfirm={lifecycle.overwrite}
            onClose={lifecycle.reload}
          >
            Your edits are kept in this browser either way. Overwrite the saved page with yours, or reload to
            see the other version (your draft will be offered for merging).
          </ConfirmDialog>
        </Suspense>
      )}
    </Stack>
  );
});
