/**
 * React side of a gallery upload: progress state for the bar, the session's token, a 401 handed to
 * the session (access-denied alert, spec §8), and the gallery list refreshed with the new picture. One
 * upload at a time; unmounting or `cancel` stops it. A refusal is reported through `onRefused`: the
 * support ticket dialog shows it beside its field (screens/support/use-picture-upload.ts). The
 * builder's Gallery drawer sends several files at once instead (use-upload-queue.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../../api/client.ts';
import type { GalleryFile, GalleryFileResponse } from '../../../api/gallery.ts';
import { useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { galleryKeys } from './queries.ts';
import { UPLOAD_ABORTED, type UploadDeps, uploadFile } from './upload.ts';

export const GALLERY_UPLOAD_PATH = '/api/customer/upload_picture_to_user_gallery';

interface UploadState<T> {
  /** Name of the file being sent, or null when idle. */
  readonly fileName: string | null;
  /** 0…1 while uploading. */
  readonly progress: number;
  /** Uploads one image; resolves with it once stored, or null after a refusal (reported) or a cancel. */
  readonly upload: (file: File) => Promise<T | null>;
  /** Stops the upload under way (stable across renders). */
  readonly cancel: () => void;
}

export type GalleryFileUpload = UploadState<GalleryFile>;

export function useGalleryFileUpload(
  deps: UploadDeps,
  onRefused: (fileName: string, failure: ApiFailure) => void,
): GalleryFileUpload {
  const session = useSession();
  const actor = useSessionActor();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ deps, onRefused });
  latest.current = { deps, onRefused };

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setFileName(null);
    setProgress(0);
  }, []);

  const upload = async (file: File): Promise<GalleryFile | null> => {
    if (controller.current) return null;
    const abort = new AbortController();
    controller.current = abort;
    setFileName(file.name);
    setProgress(0);
    try {
      const result = await uploadFile<GalleryFileResponse>(
        {
          path: GALLERY_UPLOAD_PATH,
          file,
          fileName: file.name,
          token: session?.tokens.token ?? null,
          onProgress: (fraction) => {
            if (!abort.signal.aborted) setProgress(fraction);
          },
          onUnauthorized: () => actor.send({ type: 'UNAUTHORIZED' }),
          signal: abort.signal,
        },
        latest.current.deps,
      );
      if (!result.ok) {
        // The session shows its own alert for a 401; a cancel is the person's choice.
        if (result.error.code !== 401 && result.error !== UPLOAD_ABORTED && !abort.signal.aborted)
          latest.current.onRefused(file.name, result.error);
        return null;
      }
      // Stored even when cancelled at the last moment: the gallery shows it either way.
      await queryClient.invalidateQueries({ queryKey: galleryKeys.user() });
      return abort.signal.aborted ? null : result.value.file;
    } finally {
      if (controller.current === abort) controller.current = null;
      if (!abort.signal.aborted) {
        setFileName(null);
        setProgress(0);
      }
    }
  };

  return { fileName, progress, upload, cancel };
}
