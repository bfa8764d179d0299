/**
 * The builder page's lifecycles wired to the real edges (issue 5 Lifecycles): the page-load machine
 * (the automatic save about 1 s after load, together with warming the gallery, template, stock and
 * Pexels image lists), the save machine (its seven steps, 409 conflicts, save-and-exit, the
 * thumbnail) and the publish machine. The machines are tested branch by branch with fake ports;
 * this hook only supplies the ports and turns their notifications into toasts and navigation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import type { UploadedAssetResponse } from '../../../api/gallery.ts';
import type { PageDetail } from '../../../api/page.ts';
import type { SaveResponse } from '../../../api/project.ts';
import { pageLoadMachine } from '../../../machines/page-load.machine.ts';
import { publishMachine } from '../../../machines/publish.machine.ts';
import { type SaveExit, saveMachine } from '../../../machines/save.machine.ts';
import { savePayload } from '../../../projections/save-payload.ts';
import { pageKeys } from '../../data/pages.ts';
import { useApi, useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { failureMessage, toaster, toastSuccess } from '../../shell/toaster.tsx';
import type { EditorStore } from '../editor-store.ts';
import { uploadFile } from '../gallery/upload.ts';
import { captureThumbnail } from './thumbnail.ts';

/** Where page thumbnails are stored: an asset upload, not a gallery entry. */
const THUMBNAIL_UPLOAD_PATH = '/api/app_api/upload_image_on_s3';

export interface PageLifecycleOptions {
  readonly store: EditorStore;
  readonly projectId: string;
  readonly page: PageDetail;
  /** The project's domain as it is now (publish needs one). */
  readonly domain: () => string;
  /** The project's template, whose images the gallery offers; null for a blank project. */
  readonly templateId: () => string | null;
  /** The canvas document to draw the thumbnail from, when it is attached. */
  readonly canvasDocument: () => Document | null;
  /** Save-and-exit: where to go once saved. */
  readonly onExit: (exit: Exclude<SaveExit, 'none'>) => void;
}

export interface PageLifecycle {
  readonly saving: boolean;
  /** A 409 answered the last save: the user chooses between overwriting and reloading. */
  readonly conflict: boolean;
  save(exit?: SaveExit): void;
  overwrite(): void;
  reload(): void;
  publish(): void;
}

export function usePageLifecycle(options: PageLifecycleOptions): PageLifecycle {
  const api = useApi();
  const session = useSession();
  const sessionActor = useSessionActor();
  const queryClient = useQueryClient();
  const latest = useRef({ options, session });
  latest.current = { options, session };
  const [conflict, setConflict] = useState(false);
  const { store, projectId } = options;
  const pageId = options.page._id;

  const [actors, setActors] = useState<Actors | null>(null);
  // Created and stopped together in an effect (not during render), so a remount starts fresh ones.
  useEffect(() => {
    const edges: Edges = { store, projectId, pageId, api, queryClient, sessionActor, latest, setConflict };
    const saver = createSaver(edges);
    const publisher = createPublisher(edges);
    const loader = createLoader(edges, saver);
    saver.start();
    publisher.start();
    loader.start();
    setActors({ saver, publisher });
    return () => {
      loader.stop();
      saver.stop();
      publisher.stop();
    };
  }, [store, projectId, pageId, api, queryClient, sessionActor]);
  const saving = useMatches(actors?.saver ?? null, 'saving');

  return {
    saving,
    conflict,
    save: (exit = 'none') => actors?.saver.send({ type: 'SAVE', exit }),
    overwrite: () => {
      setConflict(false);
      actors?.saver.send({ type: 'OVERWRITE' });
    },
    reload: () => {
      setConflict(false);
      actors?.saver.send({ type: 'RELOAD' });
    },
    publish: () => actors?.publisher.send({ type: 'PUBLISH' }),
  };
}

/** What the machines' ports and notifications reach; `latest` holds what may change without restarting them. */
interface Edges {
  readonly store: EditorStore;
  readonly projectId: string;
  readonly pageId: string;
  readonly api: ReturnType<typeof useApi>;
  readonly queryClient: ReturnType<typeof useQueryClient>;
  readonly sessionActor: ReturnType<typeof useSessionActor>;
  readonly latest: {
    readonly current: { options: PageLifecycleOptions; session: ReturnType<typeof useSession> };
  };
  readonly setConflict: (conflict: boolean) => void;
}

function createSaver({
  store,
  projectId,
  pageId,
  api,
  queryClient,
  sessionActor,
  latest,
  setConflict,
}: Edges) {
  // The log position the posted payload was collected at: what a successful save covers.
  let collectedSeq = store.getSnapshot().state.seq;
  const machine = saveMachine.provide({
    actions: {
      notifySaved: ({ context }) => {
        if (context.revision !== null) store.markSaved(context.revision, collectedSeq);
        if (!context.quiet) toastSuccess('Page saved');
        if (context.pageError)
          toaster.create({
            type: 'error',
            title: 'Page settings were not saved',
            description: context.pageError,
          });
        if (context.projectError)
          toaster.create({
            type: 'error',
            title: 'Project was not updated',
            description: context.projectError,
          });
        if (context.thumbnailError)
          toaster.create({
            type: 'error',
            title: 'The page thumbnail was not updated',
            description: context.thumbnailError,
          });
        if (context.exit !== 'none') latest.current.options.onExit(context.exit);
        void queryClient.invalidateQueries({ queryKey: pageKeys.detail(pageId) });
      },
      notifyFailed: ({ context }) =>
        toaster.create({ type: 'error', title: 'Could not save', description: context.error ?? '' }),
      notifyConflict: () => setConflict(true),
      reloadFromServer: () => window.location.reload(),
    },
  });
  return createActor(machine, {
    input: {
      revision: store.getSnapshot().revision,
      ports: {
        stopModalVideo: async () => stopModalVideo(latest.current.options.canvasDocument()),
        collectPayload: () => {
          const { state } = store.getSnapshot();
          collectedSeq = state.seq;
          return savePayload(state.doc);
        },
        postPage: async (payload, baseRevision) => {
          const answer = await api.request<SaveResponse>({
            method: 'POST',
            path: '/api/project/user_template',
            body: {
              project_id: projectId,
              slug_name: payload.slug_name,
              html: payload.html,
              css: payload.css,
              javascript: payload.javascript,
              ...(baseRevision !== null && { base_revision: baseRevision }),
            },
          });
          return answer.revision;
        },
        updateRecords: async () => {
          try {
            await api.request({
              method: 'PUT',
              path: `/api/page/edit_page/${pageId}`,
              body: { ...store.getSnapshot().state.doc.root },
            });
            return {};
          } catch (error) {
            return { pageError: failureMessage(error) };
          }
        },
        updateThumbnail: async () => {
          const doc = latest.current.options.canvasDocument();
          if (!doc?.body) return;
          const image = await captureThumbnail(doc);
          const uploaded = await uploadFile<UploadedAssetResponse>({
            path: THUMBNAIL_UPLOAD_PATH,
            file: image,
            fileName: thumbnailName(latest.current.options.page),
            fields: { file_name: thumbnailName(latest.current.options.page) },
            token: latest.current.session?.tokens.token ?? null,
            onUnauthorized: () => sessionActor.send({ type: 'UNAUTHORIZED' }),
          });
          if (!uploaded.ok) throw uploaded.error;
          await api.request({
            method: 'PUT',
            path: `/api/page/update_page_thumbnail/${pageId}`,
            auth: 'payment',
            body: { image: uploaded.value.url },
          });
        },
      },
    },
  });
}

function createPublisher({ api, projectId, latest }: Edges) {
  return createActor(
    publishMachine.provide({
      actions: {
        notifyPublished: ({ context }) => toastSuccess(context.message ?? 'Published'),
        notifyFailed: ({ context }) =>
          toaster.create({ type: 'error', title: context.message ?? 'Could not publish' }),
        openSite: (_, params) => void window.open(`https://${params.domain}`, '_blank', 'noopener'),
      },
    }),
    {
      input: {
        ports: {
          domain: () => latest.current.options.domain(),
          publish: () =>
            api.request({ method: 'POST', path: '/api/project/publish', body: { project_id: projectId } }),
        },
      },
    },
  );
}

// Spec §4: the sections are loaded when this mounts; about 1 s later the automatic save runs with
// the image lists. The save is quiet and only happens when there is something to store: unsaved
// edits (a restored draft), a page never saved, or a page without a thumbnail.
function createLoader({ store, api, queryClient, latest }: Edges, saver: Actor<typeof saveMachine>) {
  return createActor(pageLoadMachine, {
    input: {
      ports: {
        loadPage: async () => {},
        autosave: async () => {
          const snapshot = store.getSnapshot();
          // A restored draft is the user's to save: only a clean page is saved on its own.
          if (snapshot.unsaved) return;
          if (snapshot.revision !== null && latest.current.options.page.image) return;
          saver.send({ type: 'SAVE', quiet: true });
        },
        // The image sources load after the first save: their module is not part of the first paint.
        loadGallery: async () => queryClient.prefetchQuery((await imageSources()).userGalleryQuery(api)),
        loadStockImages: async () => queryClient.prefetchQuery((await imageSources()).stockImagesQuery(api)),
        loadPexelsImages: async () =>
          queryClient.prefetchQuery((await imageSources()).pexelsImagesQuery(api)),
        loadTemplateImages: async () => {
          const template = latest.current.options.templateId();
          if (template)
            await queryClient.prefetchQuery((await imageSources()).templateImagesQuery(api, template));
        },
      },
    },
  });
}

const imageSources = () => import('../gallery/queries.ts');

const thumbnailName = (page: PageDetail): string => `${page.page_slug}-thumbnail.png`;

/** Spec §4 save step 2: pause a playing modal video; true when one was playing. */
function stopModalVideo(doc: Document | null): boolean {
  let played = false;
  for (const video of doc?.querySelectorAll<HTMLVideoElement>('.modal video') ?? []) {
    if (!video.paused) {
      video.pause();
      played = true;
    }
  }
  return played;
}

interface Actors {
  readonly saver: Actor<typeof saveMachine>;
  readonly publisher: Actor<typeof publishMachine>;
}

function useMatches(actor: Actor<typeof saveMachine> | null, state: 'saving'): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.subscribe((snapshot) => setMatches(snapshot.matches(state)));
    return () => subscription.unsubscribe();
  }, [actor, state]);
  return matches;
}
