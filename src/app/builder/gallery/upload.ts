/**
 * Multipart uploads with progress (issue 5 Gallery: "upload with a progress bar"). `fetch` cannot
 * report upload progress, so this one call goes through XMLHttpRequest; everything else it does
 * matches the shared client (src/api/client.ts): the session token in `x-sh-auth`, the
 * `{code, message}` envelope read the same way, a 401 reported to the session, failures as values.
 * Each upload carries a fresh `Idempotency-Key`, so a retried request never stores the file twice.
 * Framework-free; the XMLHttpRequest is injected so tests drive a fake one.
 */
import { type ApiFailure, NETWORK_FAILURE } from '../../../api/client.ts';
import { AUTH_HEADER, UPLOAD_FIELD } from '../../../api/wire.ts';
import { err, ok, type Result } from '../../../domain/result.ts';

/** The part of XMLHttpRequest an upload uses (so a fake can stand in). */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface UploadRequest {
  /** An API path such as `/api/customer/upload_picture_to_user_gallery`. */
  readonly path: string;
  readonly file: Blob;
  readonly fileName: string;
  /** Extra text fields (`project_name`, `file_name` where the call takes them). */
  readonly fields?: Readonly<Record<string, string>>;
  readonly token: string | null;
  /** Called with 0…1 as bytes leave the browser. */
  readonly onProgress?: (fraction: number) => void;
  readonly onUnauthorized?: () => void;
  readonly signal?: AbortSignal;
}

export interface UploadDeps {
  readonly createXhr?: () => UploadXhr;
  readonly baseUrl?: string;
  readonly idempotencyKey?: () => string;
}

export const UPLOAD_ABORTED: ApiFailure = Object.freeze({ code: 0, message: 'The upload was cancelled.' });

/** Share of the upload done, clamped to 0…1; unknown totals read 0 until the end. */
export function progressFraction(loaded: number, total: number, computable: boolean): number {
  if (!computable || !(total > 0)) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The failure an answer means, or null for a success envelope (same reading as the shared client). */
export function uploadFailure(status: number, body: unknown): ApiFailure | null {
  const envelope =
    typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number'
      ? (body as { code: number; message?: unknown })
      : undefined;
  if (status >= 200 && status < 300 && envelope?.code === 200) return null;
  const code = envelope && envelope.code !== 200 ? envelope.code : status;
  if (code >= 200 && code < 300) return { code: 500, message: 'Unexpected answer from the server' };
  if (status === 0) return NETWORK_FAILURE;
  return { code, message: typeof envelope?.message === 'string' ? envelope.message : '' };
}

/** Sends `file` as `upload_file` in a multipart form; resolves with the answer or the failure envelope. */
export function uploadFile<T>(request: UploadRequest, deps: UploadDeps = {}): Promise<Result<T, ApiFailure>> {
  const xhr = deps.createXhr?.() ?? (new XMLHttpRequest() as unknown as UploadXhr);
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
  form.append(UPLOAD_FIELD, request.file, request.fileName);

  return new Promise((resolve) => {
    if (request.signal?.aborted) {
      resolve(err(UPLOAD_ABORTED));
      return;
    }
    const onAbortSignal = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = (result: Result<T, ApiFailure>) => {
      request.signal?.removeEventListener('abort', onAbortSignal);
      resolve(result);
    };
    xhr.upload.onprogress = (event) =>
      request.onProgress?.(progressFraction(event.loaded, event.total, event.lengthComputable));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const failure = uploadFailure(xhr.status, body);
      if (!failure) {
        request.onProgress?.(1);
        settle(ok(body as T));
        return;
      }
      if (failure.code === 401) request.onUnauthorized?.();
      settle(err(failure));
    };
    xhr.onerror = () => settle(err(NETWORK_FAILURE));
    xhr.onabort = () => settle(err(UPLOAD_ABORTED));
    xhr.open('POST', `${deps.baseUrl ?? ''}${request.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (request.token) xhr.setRequestHeader(AUTH_HEADER, request.token);
    const key = deps.idempotencyKey?.() ?? globalThis.crypto?.randomUUID?.();
    if (key) xhr.setRequestHeader('idempotency-key', key);
    xhr.send(form);
  });
}
