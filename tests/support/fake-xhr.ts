/**
 * An XMLHttpRequest stand-in for upload tests: it records what was sent, and progress and the
 * answer come when the test says.
 */
import { vi } from 'vitest';
import type { UploadXhr } from '../../src/app/builder/gallery/upload.ts';

export class FakeXhr implements UploadXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces the global XMLHttpRequest with FakeXhr; returns the requests made, in order. */
export function stubXhr(): FakeXhr[] {
  const made: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super();
        made.push(this);
      }
    },
  );
  return made;
}
