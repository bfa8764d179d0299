/**
 * The builder (spec §2 Builder surface; issue 5): loads the page from its hosted files and the
 * page record, restores the local draft (asking keep/discard when the server moved on), and
 * edits it through the editor store. Save and publish run their tested machines; preview, the
 * device widths, trace export and the zip download live in the top bar.
 */
import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import type { AppConfigResponse } from '../../api/app-config.ts';
import type { PageDetail } from '../../api/page.ts';
import type { SaveResponse, ZipResponse } from '../../api/project.ts';
import type { Command } from '../../commands/registry.ts';
import { cryptoIds } from '../../domain/ids.ts';
import { DraftLog } from '../../machines/draft-log.ts';
import { draftRestoreMachine } from '../../machines/draft-restore.machine.ts';
import { publishMachine } from '../../machines/publish.machine.ts';
import { type SaveExit, saveMachine } from '../../machines/save.machine.ts';
import { savePayload } from '../../projections/save-payload.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { pageQuery } from '../data/pages.ts';
import { projectQuery } from '../data/projects.ts';
import { useApi } from '../session/SessionProvider.tsx';
import { failureMessage, toaster, toastSuccess } from '../shell/toaster.tsx';
import { CanvasFrame } from './CanvasFrame.tsx';
import type { Selection } from './canvas/selection.ts';
import { EditorStore } from './editor-store.ts';
import type { KeyAction } from './keymap.ts';
import { keyAction } from './keymap.ts';
import { LeftDrawer, PanelNote } from './LeftDrawer.tsx';
import { SectionsPanel } from './SectionsPanel.tsx';
import { ThemePanel } from './ThemePanel.tsx';
import { type Device, TopBar } from './TopBar.tsx';
import { useEditor } from './use-editor.ts';

const DEVICE_WIDTH: Record<Device, number | null> = { desktop: null, tablet: 768, mobile: 390 };

type Loading =
  | { readonly step: 'loading' }
  | { readonly step: 'asking'; readonly actor: Actor<typeof draftRestoreMachine> }
  | { readonly step: 'ready'; readonly store: EditorStore; readonly draft: DraftLog | null }
  | { readonly step: 'failed'; readonly message: string };

export function BuilderScreen({ projectId, pageId }: { projectId: string; pageId: string }) {
  const api = useApi();
  const config = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) =>
      api.request<AppConfigResponse>({ method: 'GET', path: '/api/app_setting/config', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const page = useQuery(pageQuery(api, pageId));
  const [loading, setLoading] = useState<Loading>({ step: 'loading' });
  const hostedBase = config.data?.hosted_base;
  const detail = page.data;

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
      <ConfirmDialog
        open
        title="Keep your unsaved changes?"
        confirmLabel="Keep my draft"
        onConfirm={() => loading.actor.send({ type: 'KEEP' })}
        onClose={() => loading.actor.send({ type: 'DISCARD' })}
      >
        This page was saved somewhere else since your last edits here. Keep your draft (merged onto the newer
        page) or discard it and open the saved page.
      </ConfirmDialog>
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

/** Loads the saved page and restores the draft; resolves with the editor store (or asks first). */
async function openPage(
  base: string,
  project: string,
  record: PageDetail,
  onAsk: (actor: Actor<typeof draftRestoreMachine>) => void,
): Promise<Loading> {
  const { fetchSavedPage, serverDocument } = await import('./page-source.ts');
  const saved = await fetchSavedPage(fetch, base, project, record.page_slug);
  const server = { document: serverDocument(record, saved, cryptoIds), revision: record.revision };
  let draft: DraftLog | null = null;
  const actor = createActor(draftRestoreMachine, {
    input: {
      open: async () => {
        draft = await DraftLog.open(record._id);
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
      const restored = (draft as DraftLog | null)?.restore();
      const fromDraft = restored?.ok ? restored.value : null;
      const store = new EditorStore({
        base: fromDraft?.base.document ?? server.document,
        baseRevision: fromDraft?.base.revision ?? server.revision,
        entries: fromDraft?.entries ?? [],
        state: snapshot.output.editor,
        savedSeq: fromDraft ? fromDraft.savedSeq : snapshot.output.editor.seq,
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

function Builder({
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
  const snapshot = useEditor(store);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [device, setDevice] = useState<Device>('desktop');
  const [zipping, setZipping] = useState(false);
  const [conflict, setConflict] = useState(false);
  const domainRef = useRef('');
  domainRef.current = project.data?.domain ?? '';

  const run = (command: Command) => {
    const error = store.run(command);
    if (error) toaster.create({ type: 'error', title: error.message });
  };

  const saver = useMemo(() => {
    const machine = saveMachine.provide({
      actions: {
        notifySaved: ({ context }) => {
          if (context.revision !== null) store.markSaved(context.revision);
          toastSuccess('Page saved');
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
          if (context.exit === 'projects')
            void navigate({ to: '/projects/$projectId', params: { projectId } });
        },
        notifyFailed: ({ context }) =>
          toaster.create({ type: 'error', title: 'Could not save', description: context.error ?? '' }),
        notifyConflict: () => setConflict(true),
        reloadFromServer: () => window.location.reload(),
      },
    });
    const actor = createActor(machine, {
      input: {
        revision: store.getSnapshot().revision,
        ports: {
          stopModalVideo: async () => false,
          collectPayload: () => savePayload(store.getSnapshot().state.doc),
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
                path: `/api/page/edit_page/${page._id}`,
                body: { ...store.getSnapshot().state.doc.root },
              });
              return {};
            } catch (error) {
              return { pageError: failureMessage(error) };
            }
          },
          // Thumbnails (html2canvas, 600 px PNG) come with the builder's next step; the save does not wait on them.
          updateThumbnail: async () => {},
        },
      },
    });
    actor.start();
    return actor;
  }, [store, api, projectId, page._id, navigate]);
  const saving = useSaving(saver);

  const publisher = useMemo(() => {
    const actor = createActor(
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
            domain: () => domainRef.current,
            publish: () =>
              api.request({ method: 'POST', path: '/api/project/publish', body: { project_id: projectId } }),
          },
        },
      },
    );
    actor.start();
    return actor;
  }, [api, projectId]);

  useEffect(
    () => () => {
      saver.stop();
      publisher.stop();
    },
    [saver, publisher],
  );

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
      const target = event.target as HTMLElement | null;
      const inField = Boolean(
        target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)),
      );
      const action = keyAction(event, inField);
      if (!action || action === 'editText') return;
      event.preventDefault();
      keyHandler.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const pageUrl = `${hostedBase}/${projectId}/${page.page_slug}.html`;
  const save = (exit: SaveExit = 'none') => saver.send({ type: 'SAVE', exit });
  const download = (name: string, blob: Blob) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Stack gap="0" h="100dvh">
      <TopBar
        title={`${project.data?.project_name ?? 'Project'} · ${page.page_name}`}
        canUndo={snapshot.canUndo}
        canRedo={snapshot.canRedo}
        unsaved={snapshot.unsaved}
        saving={saving}
        zipping={zipping}
        device={device}
        onBack={() => void navigate({ to: '/projects/$projectId', params: { projectId } })}
        onUndo={() => store.undo()}
        onRedo={() => store.redo()}
        onSave={() => save()}
        onPublish={() => publisher.send({ type: 'PUBLISH' })}
        onPreview={() => void window.open(pageUrl, '_blank', 'noopener')}
        onDevice={setDevice}
        onExportTrace={() =>
          download(
            `${page.page_slug}.trace.json`,
            new Blob([JSON.stringify(store.trace(), null, 2)], { type: 'application/json' }),
          )
        }
        onDownloadZip={async () => {
          setZipping(true);
          try {
            const answer = await api.request<ZipResponse>({
              method: 'POST',
              path: '/api/project/make_zip_file_of_project',
              body: { project_id: projectId, project_name: project.data?.project_name ?? 'site' },
            });
            const bytes = Uint8Array.from(atob(answer.zip_base64), (c) => c.charCodeAt(0));
            download(answer.file_name, new Blob([bytes], { type: 'application/zip' }));
          } catch (error) {
            toaster.create({
              type: 'error',
              title: 'Could not download the zip',
              description: failureMessage(error),
            });
          } finally {
            setZipping(false);
          }
        }}
      />
      <HStack flex="1" align="stretch" gap="0" minH="0">
        <LeftDrawer
          panel={(item) => {
            switch (item) {
              case 'Theme Setting':
                return <ThemePanel store={store} run={run} />;
              case 'Funnel and sections':
                return <SectionsPanel store={store} run={run} />;
              case 'Gallery':
                return (
                  <PanelNote>
                    Your images and uploads appear here in the next builder step; the gallery screen already
                    works on the server.
                  </PanelNote>
                );
              case 'Elements':
                return (
                  <PanelNote>
                    Drag-and-drop elements (text, heading, button, image, …) arrive in the next builder step.
                  </PanelNote>
                );
            }
          }}
        />
        <Box flex="1" minW="0" display="flex">
          <CanvasFrame
            store={store}
            assetBase={`${hostedBase}/${projectId}/`}
            width={DEVICE_WIDTH[device]}
            selection={selection}
            onSelect={setSelection}
            onKey={onKey}
          />
        </Box>
      </HStack>
      <ConfirmDialog
        open={conflict}
        title="Someone else saved this page"
        confirmLabel="Overwrite with my version"
        destructive
        onConfirm={() => {
          setConflict(false);
          saver.send({ type: 'OVERWRITE' });
        }}
        onClose={() => {
          setConflict(false);
          saver.send({ type: 'RELOAD' });
        }}
      >
        Your edits are kept in this browser either way. Overwrite the saved page with yours, or reload to see
        the other version (your draft will be offered for merging).
      </ConfirmDialog>
    </Stack>
  );
}

function useSaving(actor: Actor<typeof saveMachine>): boolean {
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => setSaving(snapshot.matches('saving')));
    return () => subscription.unsubscribe();
  }, [actor]);
  return saving;
}
