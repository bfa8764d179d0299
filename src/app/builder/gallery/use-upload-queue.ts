/**
 * The Gallery drawer's uploads (issue 23 "several files at once, each with its own progress, and
 * cancel"): every chosen file is sent at once as its own request (images and videos to their own
 * call, upload-kind.ts), with its own progress and its own Cancel, which aborts that request only.
 * An aborted request never stores anything (the server keeps a file only once its whole body has
 * arrived); the list is refreshed after each upload settles either way, so a file stored in the last
 * instant before a cancel still shows. A refusal is an error toast, a stored file a success toast;
 * a 401 goes to the session (spec §8). Unmounting stops every upload under way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryFileResponse } from '../../../api/gallery.ts';
import { useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { toaster, toastSuccess } from '../../shell/toaster.tsx';
import { galleryKeys, type PickableImage, toPickable } from './queries.ts';
import { UPLOAD_ABORTED, type UploadDeps, uploadFile } from './upload.ts';
import { GALLERY_UPLOAD_PATHS, type GalleryMediaKind, mediaKindOf } from './upload-kind.ts';

/** One file on its way. */
export interface UploadEntry {
  readonly id: number;
  readonly name: string;
  readonly kind: GalleryMediaKind;
  /** 0…1. */
  readonly progress: number;
}

export interface UploadQueue {
  readonly entries: readonly UploadEntry[];
  /** Sends every file at once; resolves, in the files' order, with each stored file or null. */
  readonly add: (files: readonly File[]) => Promise<(PickableImage | null)[]>;
  /** Stops one upload (stable across renders). */
  readonly cancel: (id: number) => void;
}

export function useUploadQueue(deps: UploadDeps = {}): UploadQueue {
  const session = useSession();
  const actor = useSessionActor();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const latestDeps = useRef(deps);
  latestDeps.current = deps;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const forget = useCallback((id: number) => {
    controllers.current.delete(id);
    setEntries((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const cancel = useCallback(
    (id: number) => {
      controllers.current.get(id)?.abort();
      forget(id);
    },
    [forget],
  );

  const send = async (file: File): Promise<PickableImage | null> => {
    const id = nextId.current++;
    const kind = mediaKindOf(file);
    const abort = new AbortController();
    controllers.current.set(id, abort);
    setEntries((list) => [...list, { id, name: file.name, kind, progress: 0 }]);
    try {
      const result = await uploadFile<GalleryFileResponse>(
        {
          path: GALLERY_UPLOAD_PATHS[kind],
          file,
          fileName: file.name,
          token: session?.tokens.token ?? null,
          onProgress: (progress) => {
            if (abort.signal.aborted) return;
            setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, progress } : entry)));
          },
          onUnauthorized: () => actor.send({ type: 'UNAUTHORIZED' }),
          signal: abort.signal,
        },
        latestDeps.current,
      );
      if (!result.ok) {
        // The session shows its own alert for a 401; a cancel is the person's choice.
        if (result.error.code !== 401 && result.error !== UPLOAD_ABORTED && !abort.signal.aborted)
          toaster.create({
            type: 'error',
            title: `Could not upload ${file.name}`,
            description: result.error.message || 'Something went wrong.',
            closable: true,
          });
        return null;
      }
      if (abort.signal.aborted) return null;
      toastSuccess(kind === 'video' ? 'Video uploaded' : 'Picture uploaded', file.name);
      return toPickable(result.value.file);
    } finally {
      // The row stays until the list has the new file, so the drawer never looks empty in between.
      await queryClient.invalidateQueries({ queryKey: galleryKeys.user() });
      forget(id);
    }
  };

  return { entries, add: (files) => Promise.all(files.map(send)), cancel };
}
