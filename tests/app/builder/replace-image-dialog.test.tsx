// @vitest-environment happy-dom
/**
 * Replace image: picking an image answers its src and closes; uploading picks the uploaded image
 * (progress shown meanwhile); closing picks nothing.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryFile } from '../../../src/api/gallery.ts';
import type { UploadXhr } from '../../../src/app/builder/gallery/upload.ts';
import { ReplaceImageDialog } from '../../../src/app/builder/ReplaceImageDialog.tsx';
import { toaster } from '../../../src/app/shell/toaster.tsx';
import { ok } from '../render-app.tsx';
import { renderPanel } from './panel-harness.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const image = (id: string, name: string): GalleryFile => ({
  _id: id,
  url: `http://sites.test/media/c1/${id}.webp`,
  name,
  size: 100,
  mime: 'image/webp',
  kind: 'image',
  width: 10,
  height: 10,
  created_at: new Date().toISOString(),
});

const handlers = (images: GalleryFile[]) => ({
  'GET /api/customer/get_user_gallery': () =>
    ok({
      gallery: { images, videos: [], total_asserts_file_count: images.length, total_asserts_file_size: 100 },
    }),
});

describe('ReplaceImageDialog', () => {
  it('answers the picked image’s src and closes', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    await renderPanel(
      <ReplaceImageDialog open onClose={onClose} onPick={onPick} />,
      handlers([image('a1', 'logo.webp')]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Replace image' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use logo.webp' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('http://sites.test/media/c1/a1.webp');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks an uploaded image once it is stored', async () => {
    const onPick = vi.fn();
    const xhr = {
      open: vi.fn(),
      setRequestHeader: vi.fn(),
      send: vi.fn(),
      abort: vi.fn(),
      status: 0,
      responseText: '',
      upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
      onload: null as (() => void) | null,
      onerror: null,
      onabort: null,
    } satisfies UploadXhr;
    await renderPanel(
      <ReplaceImageDialog open onClose={vi.fn()} onPick={onPick} uploadDeps={{ createXhr: () => xhr }} />,
      handlers([]),
    );
    const input = (await screen.findByLabelText('Image file to upload')) as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'new.png')], configurable: true });
    fireEvent.change(input);
    await waitFor(() => expect(xhr.send).toHaveBeenCalled());
    xhr.upload.onprogress?.({ loaded: 1, total: 2, lengthComputable: true } as ProgressEvent);
    expect(await screen.findByRole('progressbar', { name: 'Uploading new.png' })).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
    xhr.status = 200;
    xhr.responseText = JSON.stringify({
      code: 200,
      message: 'Picture uploaded',
      file: image('n1', 'new.png'),
      total_asserts_file_count: 1,
      total_asserts_file_size: 100,
    });
    xhr.onload?.();
    await waitFor(() => expect(onPick).toHaveBeenCalledExactlyOnceWith('http://sites.test/media/c1/n1.webp'));
  });

  it('picks nothing when closed', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    await renderPanel(<ReplaceImageDialog open onClose={onClose} onPick={onPick} />, handlers([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onPick).not.toHaveBeenCalled();
  });
});
