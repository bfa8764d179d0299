/**
 * The builder surface (spec §2; issue 20): the top bar, the left drawer's tools, the canvas and
 * the inspector, around one `BuilderSession`. Every action a user takes here — a drawer, a key,
 * the canvas, a panel field — reaches the page through `session.run`; the selection lives in the
 * session. Save and publish run their tested machines (lifecycle/); preview, the device views,
 * trace export and the zip download live in the top bar.
 *
 * Its frame (builder-screen.css), the rail and the canvas are plain elements: the UI kit's system is
 * built once the canvas has painted, with the panels drawn with it (theme/ui-system.ts, issue 28).
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { PageDetail } from '../../api/page.ts';
import { previewPageUrl } from '../../api/preview-domain.ts';
import { type Command, loadCommandFamilies } from '../../commands/registry.ts';
import type { Trace } from '../../commands/trace.ts';
import { startDraftWorker } from '../../drafts/draft-log.ts';
import { isDeveloper } from '../data/customer.ts';
import { projectQuery } from '../data/projects.ts';
import { useApi } from '../session/SessionProvider.tsx';
import { useCurrentCustomer } from '../session/use-current-customer.ts';
import { toaster } from '../shell/toaster.tsx';
import { useUiSystem } from '../theme/ui-system.ts';
import { afterPaintSettles } from './after-paint.ts';
import { useAiDialogs } from './ai/use-ai-dialogs.tsx';
import { useBuilderPickers } from './BuilderPickers.tsx';
import { BuilderSession } from './builder-session.ts';
import { CanvasFrame } from './CanvasFrame.tsx';
import type { Device } from './canvas/canvas-fit.ts';
import { elementById, type Selection } from './canvas/selection.ts';
import type { DrawerItem } from './drawer-items.ts';
import type { EditorStore } from './editor-store.ts';
import type { Block } from './elements/blocks.ts';
import { revealSection } from './elements/canvas-sections.ts';
import { sectionRootSelection } from './inspector/section/section-root.ts';
import { LeftDrawer } from './LeftDrawer.tsx';
import { useOnline } from './lifecycle/draft-status.ts';
import { usePageLifecycle } from './lifecycle/use-page-lifecycle.ts';
import { type PreloadedLazy, preloadedLazy, useLoaded } from './preloaded-lazy.ts';
import { TopBarShell } from './TopBarShell.tsx';
import { useHandlers } from './use-handlers.ts';
import { useSiteZipDownload } from './zip/use-site-zip-download.ts';

// What the first paint does not show loads when it is opened: the other drawers and the dialogs.
const ConfirmDialog = lazy(() =>
  import('../components/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);
const AttachTraceDialog = lazy(() =>
  import('../screens/support/AttachTraceDialog.tsx').then((m) => ({ default: m.AttachTraceDialog })),
);
/** Spec §2: the palette offers the Calender Button (it books through the link's Event settings). */
const CALENDAR_PALETTE = { calendar: true } as const;
const ElementsPanel = preloadedLazy(() => import('./ElementsPanel.tsx').then((m) => m.ElementsPanel));
const GalleryPanel = preloadedLazy(() => import('./GalleryPanel.tsx').then((m) => m.GalleryPanel));
const ThemePanel = preloadedLazy(() => import('./ThemePanel.tsx').then((m) => m.ThemePanel));
const ELEMENTS = [ElementsPanel];
const GALLERY = [GalleryPanel];
const THEME = [ThemePanel];
// Open from the start, but drawn once the canvas is: the page comes first (dnd-kit and the
// virtualiser load then, and the rows' first render no longer delays the canvas).
const FunnelPages = preloadedLazy(() => import('./FunnelPages.tsx').then((m) => m.FunnelPages));
const SectionsPanel = preloadedLazy(() => import('./SectionsPanel.tsx').then((m) => m.SectionsPanel));
// The top bar and the inspector also render once the canvas has painted; their code loads then.
const TopBar = preloadedLazy(() => import('./TopBar.tsx').then((m) => m.TopBar));
const BuilderInspector = preloadedLazy(() =>
  import('./BuilderInspector.tsx').then((m) => m.BuilderInspector),
);
/** Drawn once the canvas has painted and all of them have loaded: together, without suspending. */
const CHROME = [TopBar, FunnelPages, SectionsPanel, BuilderInspector];

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const panelSpinner = (
  <div className="pw-panel-spinner" aria-busy="true">
    <span className="pw-spinner" role="status" aria-label="Loading" />
  </div>
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={panelSpinner}>{children}</Suspense>;
}

/** A drawer's panel once its code is in (a spinner until then), shown as an ordinary update. */
function WhenLoaded({
  components,
  children,
}: {
  components: readonly PreloadedLazy<never>[];
  children: ReactNode;
}) {
  return useLoaded(components) ? children : panelSpinner;
}

/** The Section settings panel loads on first use: the keyboard goes to it once it is there (about a second at most). */
function focusInspectorWhenOpen(frames = 60): void {
  requestAnimationFrame(() => {
    const panel = document.querySelector<HTMLElement>('aside.pw-inspector');
    if (panel) panel.focus();
    else if (frames > 0) focusInspectorWhenOpen(frames - 1);
  });
}

/** Memoised: the screen around it re-renders for its queries; the builder only for its own inputs. */
export const Builder = memo(function Builder({
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
  // What each action changed, for assistive technology: written straight into a live region (no
  // React render per command); the same words twice differ by a trailing space, so both are read.
  const announcer = useRef<HTMLDivElement>(null);
  const session = useMemo(
    () =>
      new BuilderSession(store, {
        notify: (error) => toaster.create({ type: 'error', title: error.message }),
        announce: (message) => {
          const region = announcer.current;
          if (region) region.textContent = region.textContent === message ? `${message}\u00a0` : message;
        },
      }),
    [store],
  );
  useEffect(() => () => session.dispose(), [session]);
  const selection = useSyncExternalStore(session.subscribe, session.getSelection);
  const [device, setDevice] = useState<Device>('desktop');
  const zip = useSiteZipDownload(projectId, project.data?.project_name ?? 'site');
  const [sendingTrace, setSendingTrace] = useState<Trace | null>(null);
  const canvasDocument = useRef<Document | null>(null);
  // Also kept as state: the Elements and Gallery panels read the canvas when it (re)attaches.
  const [canvasDoc, setCanvasDoc] = useState<Document | null>(null);
  const pickers = useBuilderPickers(
    projectId,
    () => store.getSnapshot().state.doc,
    (command) => session.run(command),
  );
  // Issue 24: the text toolbar's AI text, the section menu's rewrite and AI settings (dialogs load on first use).
  const ai = useAiDialogs(
    projectId,
    () => store.getSnapshot().state.doc,
    (command) => session.run(command),
  );
  const customer = useCurrentCustomer({ errorToast: false });
  const [canvasPainted, setCanvasPainted] = useState(false);
  // The panels are drawn with the UI kit: its system is built with their code, after the first paint.
  const uiReady = useUiSystem(canvasPainted) !== null;
  const chromeReady = useLoaded(CHROME, canvasPainted) && uiReady && canvasPainted;
  const online = useOnline();
  // The right-click menu's "Add above / below" offers the block palette, which loads after the first paint.
  const [blocks, setBlocks] = useState<readonly Block[] | undefined>(undefined);
  useEffect(() => {
    if (canvasPainted) void import('./elements/blocks.ts').then((m) => setBlocks(m.BLOCKS));
  }, [canvasPainted]);

  // The text toolbar's Settings: the edit is committed and its block stays selected, so its Text settings
  // panel is open; the keyboard goes there.
  const focusInspector = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('aside.pw-inspector')?.focus());

  // Stable, so memoised panels and rows do not re-render because the builder did.
  const run = useMemo(() => (command: Command) => void session.run(command), [session]);
  // A section row's settings button: select the section's root, show it, and take the keyboard to its panel.
  const openSectionSettings = useMemo(
    () => (sectionId: string) => {
      const root = sectionRootSelection(store.getSnapshot().state.doc, sectionId);
      if (!root) return;
      session.select(root);
      revealSection(canvasDocument.current, sectionId);
      focusInspectorWhenOpen();
    },
    [session, store],
  );

  const attachCanvas = (doc: Document | null) => {
    canvasDocument.current = doc;
    setCanvasDoc(doc);
  };
  // The command families only panels run are decided by modules loaded once the page has painted
  // (commands/registry.ts); a panel also waits for them before it shows. So does the draft worker of a
  // page with no stored draft (its writes wait in order until then).
  useEffect(() => {
    if (!canvasPainted) return;
    afterPaintSettles(() => {
      startDraftWorker();
      void loadCommandFamilies().catch(() => {});
    });
  }, [canvasPainted]);
  // A pointer on the canvas is a click on its way: the panels a first click most often opens load then,
  // so they show at once instead of after their code has come (issue 28).
  useEffect(() => {
    if (!chromeReady || !canvasDoc) return;
    const warm = () => void import('./inspector/panel-registry.ts').then((m) => m.preloadLikelyPanels());
    canvasDoc.addEventListener('pointerover', warm, { once: true });
    return () => canvasDoc.removeEventListener('pointerover', warm);
  }, [chromeReady, canvasDoc]);
  // Drops into the canvas run through the session; the listeners live as long as the canvas document.
  // Their code loads once the page has painted, with the drawers that drags start from.
  useEffect(() => {
    if (!canvasPainted || !canvasDoc) return;
    let live = true;
    let detach: (() => void) | null = null;
    void import('./elements/canvas-drop.ts').then(({ attachCanvasDrop }) => {
      if (live) detach = attachCanvasDrop(canvasDoc, { onCommand: (command) => session.run(command) });
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [canvasPainted, canvasDoc, session]);
  const selectedImage = selection !== null && elementById(canvasDoc, selection.elementId)?.tagName === 'IMG';
  // Spec §4: a replaced image is one `element.dropImage` (it keeps the image's alt rule).
  const replaceImage = (target: Selection, src: string) =>
    session.run({ kind: 'element.dropImage', ...target, src });

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
    ready: canvasPainted,
    onWebsiteSettings: () => void navigate({ to: '/website-settings/$projectId', params: { projectId } }),
    onExit: (exit) => {
      if (exit === 'projects') void navigate({ to: '/projects/$projectId', params: { projectId } });
      else if (exit === 'page' && nextPage.current) openPage(nextPage.current);
      else if (exit === 'login') void navigate({ to: '/login' });
    },
  });

  // Keys typed in the builder's own document; the canvas feeds its keys to the same session.
  useEffect(() => {
    const listener = (event: KeyboardEvent) => void session.handleKey(event, 'app');
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [session]);

  const panelFor = (item: DrawerItem) => {
    switch (item) {
      case 'Theme Setting':
        return (
          <WhenLoaded components={THEME}>
            <ThemePanel store={store} run={run} />
          </WhenLoaded>
        );
      case 'Funnel and sections':
        return (
          <Stack gap="5">
            <FunnelPages projectId={projectId} pageId={page._id} onOpen={switchToPage} />
            <SectionsPanel
              store={store}
              run={run}
              selectedSectionId={selection?.sectionId ?? null}
              canvasDocument={canvasDoc}
              onOpenSettings={openSectionSettings}
            />
          </Stack>
        );
      case 'Gallery':
        return (
          <WhenLoaded components={GALLERY}>
            <GalleryPanel
              projectId={projectId}
              {...(selectedImage && selection && { onPick: (src: string) => replaceImage(selection, src) })}
            />
          </WhenLoaded>
        );
      case 'Elements':
        return (
          <WhenLoaded components={ELEMENTS}>
            <ElementsPanel
              run={run}
              selection={selection}
              canvasDocument={canvasDoc}
              projectId={projectId}
              palette={CALENDAR_PALETTE}
            />
          </WhenLoaded>
        );
    }
  };

  const pageUrl = previewPageUrl(hostedBase, projectId, project.data?.preview_domain, page.page_slug);
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
    onUndo: () => session.undo(),
    onRedo: () => session.redo(),
    onSave: () => lifecycle.save(),
    onSaveAndExit: () => lifecycle.save('projects'),
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
    onAiSettings: () => ai.openSettings(),
  });

  return (
    <div className="pw-builder">
      {/* The canvas paints first: styling the bar's buttons is not on the page's first paint (issue 5). */}
      {chromeReady ? (
        <Suspense fallback={<TopBarShell title={title} />}>
          <TopBar
            title={title}
            store={store}
            saving={lifecycle.saving}
            online={online}
            zipProgress={zip.progress}
            device={device}
            {...topBarHandlers}
          />
        </Suspense>
      ) : (
        <TopBarShell title={title} />
      )}
      <div className="pw-builder-body">
        <LeftDrawer panel={(item) => (chromeReady ? <Loading>{panelFor(item)}</Loading> : panelSpinner)} />
        <div className="pw-builder-canvas">
          <CanvasFrame
            session={session}
            assetBase={`${hostedBase}/${projectId}/`}
            device={device}
            onCanvasDocument={attachCanvas}
            onPainted={() => setCanvasPainted(true)}
            onReplaceImage={(target) =>
              void pickers.pickImage().then((src) => {
                if (src) replaceImage(target, src);
              })
            }
            blocks={blocks}
            pickLink={pickers.pickLink}
            onOpenTextSettings={focusInspector}
            writeText={ai.writeText}
            onRewriteSection={ai.rewriteSection}
          />
        </div>
        {chromeReady && (
          <Suspense fallback={null}>
            <BuilderInspector
              session={session}
              projectId={projectId}
              pageId={page._id}
              isDev={isDeveloper(customer.data)}
              pickLink={pickers.pickLink}
              pickImage={pickers.pickImage}
            />
          </Suspense>
        )}
      </div>
      <div ref={announcer} aria-live="polite" style={VISUALLY_HIDDEN} />
      {sendingTrace && (
        <Suspense fallback={null}>
          <AttachTraceDialog trace={sendingTrace} open onClose={() => setSendingTrace(null)} />
        </Suspense>
      )}
      {pickers.dialogs}
      {ai.dialogs}
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
    </div>
  );
});
