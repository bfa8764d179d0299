/**
 * React side of a gallery upload: progress state for the bar, the session's token, a 401 handed to
 * the session (access-denied alert, spec §8), the failure as an error toast, and the gallery list
 * refreshed with the new picture. One upload at a time; unmounting cancels it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GalleryFileResponse } from '../../../api/gallery.ts';
import { useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { toaster, toastSuccess } from '../../shell/toaster.tsx';
import { galleryKeys, type PickableImage, toPickable } from './queries.ts';
import { UPLOAD_ABORTED, type UploadDeps, uploadFile } from './upload.ts';

export const GALLERY_UPLOAD_PATH = '/api/customer/upload_picture_to_user_gallery';

export interface GalleryUpload {
  /** Name of the file being sent, or null when idle. */
  readonly fileName: string | null;
  /** 0…1 while uploading. */
  readonly progress: number;
  /** Uploads one image; resolves with it once stored, or null after a failure (already shown). */
  readonly upload: (file: File) => Promise<PickableImage | null>;
  readonly cancel: () => void;
}

export function useGalleryUpload(deps: UploadDeps = {}): GalleryUpload {
  const session = useSession();
  const actor = useSessionActor();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const depsRef = useRef(deps);
  depsRef.current = deps;

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File): Promise<PickableImage | null> => {
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
        depsRef.current,
      );
      if (!result.ok) {
        // The session shows its own alert for a 401; a cancel is the user's choice.
        if (result.error.code !== 401 && result.error !== UPLOAD_ABORTED)
          toaster.create({
            type: 'error',
            title: `Could not upload ${file.name}`,
            description: result.error.message || 'Something went wrong.',
            closable: true,
          });
        return null;
      }
      await queryClient.invalidateQueries({ queryKey: galleryKeys.user() });
      toastSuccess('Picture uploaded', file.name);
      return toPickable(result.value.file);
    } finally {
      controller.current = null;
      if (!abort.signal.aborted) {
        setFileName(null);
        setProgress(0);
      }
    }
  };

  return {
    fileName,
    progress,
    upload,
    cancel: () => {
      controller.current?.abort();
      setFileName(null);
      setProgress(0);
    },
  };
}
