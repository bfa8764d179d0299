/**
 * Uploads with progress (XMLHttpRequest, faked): the form carries the file as `upload_file` and
 * the extra fields, the session token and an idempotency key go as headers, progress is reported
 * as 0…1, and answers are read like the shared client reads them (envelope, 401, network, abort).
 */
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE } from '../../../src/api/client.ts';
import {
  progressFraction,
  UPLOAD_ABORTED,
  uploadFailure,
  uploadFile,
} from '../../../src/app/builder/gallery/upload.ts';
import { FakeXhr } from '../../support/fake-xhr.ts';

function start(overrides: Partial<Parameters<typeof uploadFile>[0]> = {}) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const onUnauthorized = vi.fn();
  const promise = uploadFile<{ code: number; file: { _id: string } }>(
    {
      path: '/api/customer/upload_picture_to_user_gallery',
      file: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      fileName: 'logo.png',
      token: 'builder-token',
      onProgress: (fraction) => progress.push(fraction),
      onUnauthorized,
      ...overrides,
    },
    { createXhr: () => xhr, baseUrl: 'http://app.test', idempotencyKey: () => 'key-1' },
  );
  return { xhr, progress, onUnauthorized, promise };
}

describe('uploadFile', () => {
  it('posts a multipart form with the file as upload_file, the token and an idempotency key', async () => {
    const { xhr, promise } = start({ fields: { project_name: 'Bakery' } });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://app.test/api/customer/upload_picture_to_user_gallery');
    expect(xhr.headers).toMatchObject({ 'x-sh-auth': 'builder-token', 'idempotency-key': 'key-1' });
    const file = xhr.body?.get('upload_file') as File;
    expect(file.name).toBe('logo.png');
    expect(file.size).toBe(4);
    expect(xhr.body?.get('project_name')).toBe('Bakery');
    xhr.answer(200, { code: 200, message: 'Picture uploaded', file: { _id: 'f1' } });
    expect(await promise).toEqual({
      ok: true,
      value: { code: 200, message: 'Picture uploaded', file: { _id: 'f1' } },
    });
  });

  it('reports progress as a fraction of the bytes sent, and 1 when the answer arrives', async () => {
    const { xhr, progress, promise } = start();
    xhr.progress(0, 4000);
    xhr.progress(1000, 4000);
    xhr.progress(4000, 4000);
    expect(progress).toEqual([0, 0.25, 1]);
    xhr.answer(200, { code: 200, message: 'ok', file: { _id: 'f1' } });
    await promise;
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it('sends no token header without a session', () => {
    const { xhr } = start({ token: null });
    expect(xhr.headers).not.toHaveProperty('x-sh-auth');
  });

  it('answers the server envelope of a refusal', async () => {
    const { xhr, promise, onUnauthorized } = start();
    xhr.answer(413, { code: 413, message: 'upload_file: image files may be at most 10 MB' });
    expect(await promise).toEqual({
      ok: false,
      error: { code: 413, message: 'upload_file: image files may be at most 10 MB' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a 401 to the session', async () => {
    const { xhr, promise, onUnauthorized } = start();
    xhr.answer(401, { code: 401, message: 'Session expired' });
    expect(await promise).toMatchObject({ ok: false, error: { code: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers the network failure when the request never completes', async () => {
    const { xhr, promise } = start();
    xhr.onerror?.();
    expect(await promise).toEqual({ ok: false, error: NETWORK_FAILURE });
  });

  it('cancels with the signal', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await promise).toEqual({ ok: false, error: UPLOAD_ABORTED });
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { xhr, promise } = start({ signal: controller.signal });
    expect(await promise).toEqual({ ok: false, error: UPLOAD_ABORTED });
    expect(xhr.body).toBeNull();
  });
});

describe('uploadFailure', () => {
  it('is null only for a 2xx success envelope', () => {
    expect(uploadFailure(200, { code: 200, message: 'ok' })).toBeNull();
    expect(uploadFailure(200, '<html>')).toEqual({ code: 500, message: 'Unexpected answer from the server' });
    expect(uploadFailure(200, { code: 400, message: 'bad' })).toEqual({ code: 400, message: 'bad' });
    expect(uploadFailure(502, undefined)).toEqual({ code: 502, message: '' });
  });
});

describe('progressFraction', () => {
  it('is loaded / total clamped to 0…1, and 0 when the total is unknown', () => {
    expect(progressFraction(50, 200, true)).toBe(0.25);
    expect(progressFraction(300, 200, true)).toBe(1);
    expect(progressFraction(50, 0, true)).toBe(0);
    expect(progressFraction(50, 200, false)).toBe(0);
  });
});
