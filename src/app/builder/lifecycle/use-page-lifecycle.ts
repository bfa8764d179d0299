/**
 * The builder page's lifecycles wired to the real edges (issue 5 Lifecycles): the page-load machine
 * (the automatic save about 1 s after load, together with warming the gallery, template, stock and
 * Pexels image lists), the save machine (its seven steps, 409 conflicts, save-and-exit, the
 * thumbnail) and the publish machine. The machines are tested branch by branch with fake ports;
 * this hook only supplies the ports and turns their notifications into toasts and navigation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { PageDetail } from '../../../api/page.ts';
import type { SaveExit, saveMachine } from '../../../machines/save.machine.ts';
import { useApi, useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import type { EditorStore } from '../editor-store.ts';
import type { Edges, PageActors } from './page-actors.ts';

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
  /** The machines start (and their code loads) once this is true: after the canvas's first paint. */
  readonly ready: boolean;
  /** Opens the project's Website settings (where a domain is added). */
  readonly onWebsiteSettings: () => void;
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

  const [actors, setActors] = useState<PageActors | null>(null);
  const { ready } = options;
  // Created and stopped together in an effect (not during render), so a remount starts fresh ones.
  useEffect(() => {
    if (!ready) return;
    const edges: Edges = { store, projectId, pageId, api, queryClient, sessionActor, latest, setConflict };
    let started: PageActors | null = null;
    let live = true;
    void import('./page-actors.ts').then(({ startPageActors }) => {
      if (!live) return;
      started = startPageActors(edges);
      setActors(started);
    });
    return () => {
      live = false;
      started?.stop();
      setActors(null);
    };
  }, [ready, store, projectId, pageId, api, queryClient, sessionActor]);
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

function useMatches(actor: Actor<typeof saveMachine> | null, state: 'saving'): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.subscribe((snapshot) => setMatches(snapshot.matches(state)));
    return () => subscription.unsubscribe();
  }, [actor, state]);
  return matches;
}
