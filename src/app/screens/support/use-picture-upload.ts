/**
 * A new picture for a support ticket, uploaded into the person's gallery from the ticket dialog: the
 * builder's gallery upload (`uploadFile`, same call, same idempotency and 401 handling) driven for a
 * form. Unlike the builder's `useGalleryUpload`, which reports a refusal as a toast, a refusal here is
 * kept as state, so the dialog shows the server's reason beside the field it belongs to. One upload at
 * a time; unmounting or `cancel` stops it. A stored picture refreshes the gallery list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import type { GalleryFile, GalleryFileResponse } from '../../../api/gallery.ts';
import { galleryKeys } from '../../builder/gallery/queries.ts';
import { UPLOAD_ABORTED, type UploadDeps, uploadFile } from '../../builder/gallery/upload.ts';
import { GALLERY_UPLOAD_PATH } from '../../builder/gallery/use-gallery-upload.ts';
import { useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { splitServerErrors } from '../../shell/form-errors.ts';

export interface PictureUpload {
  /** Name of the file being sent, or null when idle. */
  readonly fileName: string | null;
  /** 0…1 while uploading. */
  readonly progress: number;
  /** Why the last upload was refused, in words for people; cleared by the next upload or `reset`. */
  readonly error: string | undefined;
  /** Uploads one image into the gallery; resolves with it once stored, or null (see `error`). */
  readonly upload: (file: File) => Promise<GalleryFile | null>;
  /** Stops the upload under way (stable across renders). */
  readonly cancel: () => void;
  /** Stops it and forgets the last refusal (stable across renders). */
  readonly reset: () => void;
}

/** The refusal as a sentence: the server's reason without its `upload_file:` field prefix. */
export function describeUploadFailure(fileName: string, failure: ApiError): string {
  const split = splitServerErrors(failure, ['upload_file', 'body'] as const);
  const reason = split.fields.upload_file ?? split.fields.body ?? split.form;
  return `Could not upload ${fileName}: ${reason}`;
}

export function usePictureUpload(deps: UploadDeps = {}): PictureUpload {
  const session = useSession();
  const actor = useSessionActor();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const controller = useRef<AbortController | null>(null);
  const depsRef = useRef(deps);
  depsRef.current = deps;

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setFileName(null);
    setProgress(0);
  }, []);
  const reset = useCallback(() => {
    cancel();
    setError(undefined);
  }, [cancel]);

  const upload = async (file: File): Promise<GalleryFile | null> => {
    if (controller.current) return null;
    const abort = new AbortController();
    controller.current = abort;
    setFileName(file.name);
    setProgress(0);
    setError(undefined);
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
        // The session shows its own alert for a 401; a cancel is the person's choice.
        if (result.error.code !== 401 && result.error !== UPLOAD_ABORTED && !abort.signal.aborted)
          setError(describeUploadFailure(file.name, new ApiError(result.error)));
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

  return { fileName, progress, error, upload, cancel, reset };
}
