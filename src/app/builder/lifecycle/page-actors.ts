/**
 * The builder page's save, publish and load machines with their ports (spec §4): what
 * `usePageLifecycle` starts once the canvas has painted. A module of its own so the machines, the
 * save projection and the thumbnail code load after the page's first paint.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type Actor, createActor } from 'xstate';
import type { UploadedAssetResponse } from '../../../api/gallery.ts';
import type { PageDetail } from '../../../api/page.ts';
import type { SaveResponse } from '../../../api/project.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { pageLoadMachine } from '../../../machines/page-load.machine.ts';
import { publishMachine } from '../../../machines/publish.machine.ts';
import { saveMachine } from '../../../machines/save.machine.ts';
import { pageRecord } from '../../../projections/page-record.ts';
import { savePayload } from '../../../projections/save-payload.ts';
import { pageKeys } from '../../data/pages.ts';
import type { useApi, useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { failureMessage, toaster, toastPublished, toastSuccess } from '../../shell/toaster.tsx';
import type { EditorStore } from '../editor-store.ts';
import { uploadFile } from '../gallery/upload.ts';
import { captureThumbnail } from './thumbnail.ts';
import type { PageLifecycleOptions } from './use-page-lifecycle.ts';

/** Where page thumbnails are stored: an asset upload, not a gallery entry. */
const THUMBNAIL_UPLOAD_PATH = '/api/app_api/upload_image_on_s3';

export interface PageActors {
  readonly saver: Actor<typeof saveMachine>;
  readonly publisher: Actor<typeof publishMachine>;
  stop(): void;
}

/** Creates and starts the page's machines; `stop` stops them together. */
export function startPageActors(edges: Edges): PageActors {
  const saver = createSaver(edges);
  const publisher = createPublisher(edges);
  const loader = createLoader(edges, saver);
  saver.start();
  publisher.start();
  loader.start();
  return {
    saver,
    publisher,
    stop: () => {
      loader.stop();
      saver.stop();
      publisher.stop();
    },
  };
}

/** What the machines' ports and notifications reach; `latest` holds what may change without restarting them. */
export interface Edges {
  readonly store: EditorStore;
  readonly projectId: string;
  readonly pageId: string;
  readonly api: ReturnType<typeof useApi>;
  readonly queryClient: QueryClient;
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
              body: pageRecord(store.getSnapshot().state.doc),
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
        // The spec opens the site after 1 s too, but a browser may block a tab no click opened: the
        // toast's link always works.
        notifyPublished: ({ context }) => toastPublished(context.message ?? 'Published', context.domain),
        // Spec §5: without a domain, the exact message, with the way to add one.
        notifyFailed: ({ context }) =>
          toaster.create({
            type: 'error',
            title: context.message ?? 'Could not publish',
            closable: true,
            ...(context.message === MESSAGES.domainRequired && {
              action: {
                label: 'Website settings',
                onClick: () => latest.current.options.onWebsiteSettings(),
              },
            }),
          }),
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
