/**
 * A new picture for a support ticket, uploaded into the person's gallery from the ticket dialog: the
 * builder's gallery upload (`useGalleryFileUpload`: same call, progress, idempotency and 401 handling)
 * driven for a form. Unlike the builder's drawer, which reports a refusal as a toast, a refusal here is
 * kept as state, so the dialog shows the server's reason beside the field it belongs to.
 */
import { useCallback, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import type { GalleryFile } from '../../../api/gallery.ts';
import type { UploadDeps } from '../../builder/gallery/upload.ts';
import { useGalleryFileUpload } from '../../builder/gallery/use-gallery-upload.ts';
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
  const [error, setError] = useState<string | undefined>();
  const files = useGalleryFileUpload(deps, (fileName, failure) =>
    setError(describeUploadFailure(fileName, new ApiError(failure))),
  );
  const { cancel } = files;
  const reset = useCallback(() => {
    cancel();
    setError(undefined);
  }, [cancel]);
  return {
    ...files,
    error,
    upload: (file) => {
      setError(undefined);
      return files.upload(file);
    },
    reset,
  };
}
