// @vitest-environment happy-dom
/**
 * The Gallery drawer on a fake server: loading, empty, error (with a working retry) and list states;
 * sizes in the spec's units; delete after a confirm; upload with a progress bar (fake XHR) that
 * refreshes the list (no "No images yet" while a file is on its way, again after a cancel); the stock
 * and template tabs; tiles carry the drag data the canvas accepts.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryFile } from '../../../src/api/gallery.ts';
import { IMAGE_DRAG_TYPE } from '../../../src/app/builder/elements/drag-data.ts';
import { GalleryPanel } from '../../../src/app/builder/GalleryPanel.tsx';
import type { UploadXhr } from '../../../src/app/builder/gallery/upload.ts';
import { toaster } from '../../../src/app/shell/toaster.tsx';
import { FakeXhr } from '../../support/fake-xhr.ts';
import { fail, ok } from '../render-app.tsx';
import { renderPanel } from './panel-harness.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const PROJECT = '11111111-1111-4111-8111-111111111111';
const NOW = new Date().toISOString();

const file = (id: string, name: string, size: number): GalleryFile => ({
  _id: id,
  url: `http://sites.test/media/c1/${id}.webp`,
  name,
  size,
  mime: 'image/webp',
  kind: 'image',
  width: 800,
  height: 600,
  created_at: NOW,
});

const gallery = (
  images: GalleryFile[],
  videos: GalleryFile[] = [],
  storage?: { used: number; quota: number },
) =>
  ok({
    gallery: {
      images,
      videos,
      total_asserts_file_count: images.length + videos.length,
      total_asserts_file_size: [...images, ...videos].reduce((sum, image) => sum + image.size, 0),
      ...(storage && { storage_used_bytes: storage.used, storage_quota_bytes: storage.quota }),
    },
  });

const video = (id: string, name: string, size: number): GalleryFile => ({
  ...file(id, name, size),
  url: `http://sites.test/media/c1/${id}.mp4`,
  mime: 'video/mp4',
  kind: 'video',
  width: null,
  height: null,
});

const stored = (answer: GalleryFile) => ({
  code: 200,
  message: 'Uploaded',
  file: answer,
  total_asserts_file_count: 1,
  total_asserts_file_size: answer.size,
});

/** Chooses `files` in the drawer's file input. */
function choose(files: File[]) {
  const input = screen.getByLabelText('Images or videos to upload') as HTMLInputElement;
  expect(input.multiple).toBe(true);
  expect(input.accept).toContain('video/mp4');
  expect(input.accept).toContain('video/webm');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('GalleryPanel', () => {
  it('shows a loading state until the gallery arrives, then the images with their sizes', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((done) => {
      release = done;
    });
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      'GET /api/customer/get_user_gallery': async () => {
        await arrived;
        return gallery([
          file('a1', 'bakery-front.webp', 1536),
          file('a2', 'croissant.webp', 3 * 1024 * 1024),
        ]);
      },
    });
    expect(screen.getByLabelText('Loading your images')).toBeTruthy();
    release();
    const list = await screen.findByRole('list', { name: 'Your images' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'bakery-front.webp' })).toBeTruthy();
    expect(within(items[0]!).getByText('1.5 KB')).toBeTruthy();
    expect(within(items[1]!).getByText('3 MB')).toBeTruthy();
    // Totals: 1536 + 3 145 728 bytes = 3 147 264 bytes ≈ 3.0015 MB, two decimals at most.
    expect(screen.getByText('2 files')).toBeTruthy();
    expect(screen.getByText('3 MB used')).toBeTruthy();
  });

  it('says so when the gallery is empty', async () => {
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      'GET /api/customer/get_user_gallery': () => gallery([]),
    });
    expect(await screen.findByText(/No images yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your images' })).toBeNull();
  });

  it('shows the server message on failure, and Try again loads it', async () => {
    let calls = 0;
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      'GET /api/customer/get_user_gallery': () => {
        calls += 1;
        return calls === 1 ? fail(400, 'The gallery is being moved') : gallery([file('a1', 'logo.webp', 10)]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The gallery is being moved')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'logo.webp' })).toBeTruthy();
    expect(screen.getByText('10 bytes')).toBeTruthy();
  });

  it('deletes a picture only after the confirm, then lists the gallery again', async () => {
    let images = [file('a1', 'old-logo.webp', 2048), file('a2', 'team.webp', 4096)];
    const deleted: unknown[] = [];
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      'GET /api/customer/get_user_gallery': () => gallery(images),
      'POST /api/customer/delete_picture': (body) => {
        deleted.push(body);
        images = images.filter((image) => image._id !== (body as { id: string }).id);
        return ok({});
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete old-logo.webp' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete “old-logo.webp”?')).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete picture' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'old-logo.webp' })).toBeNull());
    expect(deleted).toEqual([{ id: 'a1' }]);
    expect(screen.getByRole('img', { name: 'team.webp' })).toBeTruthy();
    expect(await screen.findByText('Picture deleted')).toBeTruthy();
  });

  it('uploads with a progress bar and shows the new picture', async () => {
    const xhr = fakeXhr();
    let images: GalleryFile[] = [];
    await renderPanel(<GalleryPanel projectId={PROJECT} uploadDeps={{ createXhr: () => xhr }} />, {
      'GET /api/customer/get_user_gallery': () => gallery(images),
    });
    await screen.findByText(/No images yet/);
    const input = screen.getByLabelText('Images or videos to upload') as HTMLInputElement;
    const picture = new File([new Uint8Array(2000)], 'shop.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [picture], configurable: true });
    fireEvent.change(input);

    expect(xhr.open).toHaveBeenCalledWith('POST', '/api/customer/upload_picture_to_user_gallery');
    expect(xhr.setRequestHeader).toHaveBeenCalledWith('x-sh-auth', 'builder-token');
    await waitFor(() =>
      xhr.upload.onprogress?.({ loaded: 500, total: 2000, lengthComputable: true } as ProgressEvent),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Uploading shop.png' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByText('25%')).toBeTruthy();

    images = [file('n1', 'shop.png', 2000)];
    xhr.status = 200;
    xhr.responseText = JSON.stringify({
      code: 200,
      message: 'Picture uploaded',
      file: images[0],
      total_asserts_file_count: 1,
      total_asserts_file_size: 2000,
    });
    xhr.onload?.();
    expect(await screen.findByRole('img', { name: 'shop.png' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByText('Picture uploaded')).toBeTruthy();
  });

  it('shows why an upload was refused', async () => {
    const xhr = fakeXhr();
    await renderPanel(<GalleryPanel projectId={PROJECT} uploadDeps={{ createXhr: () => xhr }} />, {
      'GET /api/customer/get_user_gallery': () => gallery([]),
    });
    await screen.findByText(/No images yet/);
    const input = screen.getByLabelText('Images or videos to upload') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'notes.png')], configurable: true });
    fireEvent.change(input);
    xhr.status = 400;
    xhr.responseText = JSON.stringify({
      code: 400,
      message: 'upload_file: not a png, jpeg, gif, webp, avif or svg image',
    });
    xhr.onload?.();
    expect(await screen.findByText('Could not upload notes.png')).toBeTruthy();
    expect(screen.getByText('upload_file: not a png, jpeg, gif, webp, avif or svg image')).toBeTruthy();
  });

  it('uploads several files at once, each with its own progress and Cancel', async () => {
    const made: FakeXhr[] = [];
    let images: GalleryFile[] = [];
    let videos: GalleryFile[] = [];
    await renderPanel(
      <GalleryPanel
        projectId={PROJECT}
        uploadDeps={{
          createXhr: () => {
            const xhr = new FakeXhr();
            made.push(xhr);
            return xhr;
          },
        }}
      />,
      { 'GET /api/customer/get_user_gallery': () => gallery(images, videos) },
    );
    await screen.findByText(/No images yet/);
    choose([
      new File([new Uint8Array(4000)], 'menu.png', { type: 'image/png' }),
      new File([new Uint8Array(8000)], 'tour.mp4', { type: 'video/mp4' }),
      new File([new Uint8Array(1000)], 'logo.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(made).toHaveLength(3));
    // Each file is its own request, a video to the video call.
    expect(made.map((xhr) => xhr.url)).toEqual([
      '/api/customer/upload_picture_to_user_gallery',
      '/api/customer/upload_video_for_user_gallery',
      '/api/customer/upload_picture_to_user_gallery',
    ]);
    const [menu, tour, logo] = made as [FakeXhr, FakeXhr, FakeXhr];
    menu.progress(1000, 4000);
    tour.progress(6000, 8000);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    await waitFor(() =>
      expect(
        within(uploads)
          .getByRole('progressbar', { name: 'Uploading menu.png' })
          .getAttribute('aria-valuenow'),
      ).toBe('25'),
    );
    expect(
      within(uploads).getByRole('progressbar', { name: 'Uploading tour.mp4' }).getAttribute('aria-valuenow'),
    ).toBe('75');
    expect(
      within(uploads).getByRole('progressbar', { name: 'Uploading logo.png' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    // More files can be chosen while these go.
    expect(
      (screen.getByRole('button', { name: 'Upload images or videos' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    // Cancel stops that file only.
    fireEvent.click(within(uploads).getByRole('button', { name: 'Cancel upload of menu.png' }));
    expect(menu.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading menu.png' })).toBeNull());
    expect(tour.aborted).toBe(false);
    expect(logo.aborted).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Uploading tour.mp4' })).toBeTruthy();

    videos = [video('v1', 'tour.mp4', 8000)];
    tour.answer(200, stored(videos[0]!));
    images = [file('n2', 'logo.png', 1000)];
    logo.answer(200, stored(images[0]!));
    expect(await screen.findByRole('img', { name: 'logo.png' })).toBeTruthy();
    const videoList = await screen.findByRole('list', { name: 'Your videos' });
    const tile = within(videoList).getByLabelText('tour.mp4');
    expect(tile.tagName).toBe('VIDEO');
    expect(tile.getAttribute('src')).toBe('http://sites.test/media/c1/v1.mp4');
    expect(tile.getAttribute('draggable')).not.toBe('true');
    expect(within(videoList).getByText('Video · 7.81 KB')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull());
    expect(screen.queryByRole('img', { name: 'menu.png' })).toBeNull();
    expect(await screen.findByText('Video uploaded', undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('hides "No images yet" while the first upload is on its way, and shows it again after a cancel', async () => {
    const made: FakeXhr[] = [];
    let images: GalleryFile[] = [];
    // The list asked for after an upload answers when the test says, to see the drawer in between.
    let release: () => void = () => {};
    let listed = Promise.resolve();
    await renderPanel(
      <GalleryPanel
        projectId={PROJECT}
        uploadDeps={{
          createXhr: () => {
            const xhr = new FakeXhr();
            made.push(xhr);
            return xhr;
          },
        }}
      />,
      {
        'GET /api/customer/get_user_gallery': async () => {
          await listed;
          return gallery(images);
        },
      },
    );
    await screen.findByText(/No images yet/);
    choose([new File([new Uint8Array(4000)], 'menu.png', { type: 'image/png' })]);
    await screen.findByRole('progressbar', { name: 'Uploading menu.png' });
    expect(screen.queryByText(/No images yet/)).toBeNull();
    // Cancelled, nothing stored: the drawer is empty again and says so.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of menu.png' }));
    expect(made[0]!.aborted).toBe(true);
    expect(await screen.findByText(/No images yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();

    // Stored: the row stays until the refreshed list shows the picture, never the empty message between.
    choose([new File([new Uint8Array(1000)], 'logo.png', { type: 'image/png' })]);
    await screen.findByRole('progressbar', { name: 'Uploading logo.png' });
    expect(screen.queryByText(/No images yet/)).toBeNull();
    listed = new Promise<void>((done) => {
      release = done;
    });
    images = [file('n1', 'logo.png', 1000)];
    made[1]!.answer(200, stored(images[0]!));
    expect(await screen.findByText('Picture uploaded')).toBeTruthy();
    expect(screen.queryByText(/No images yet/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading logo.png' })).toBeTruthy();
    release();
    expect(await screen.findByRole('img', { name: 'logo.png' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull());
    expect(screen.queryByText(/No images yet/)).toBeNull();
  });

  it('shows the storage used against the quota in the 1024 unit', async () => {
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      'GET /api/customer/get_user_gallery': () =>
        gallery([file('a1', 'hero.webp', 3 * 1024 * 1024)], [], {
          used: Math.round(3.2 * 1024 * 1024),
          quota: 1024 ** 3,
        }),
    });
    expect(await screen.findByText('3.2 MB of 1 GB used')).toBeTruthy();
    expect(screen.getByText('1 file')).toBeTruthy();
  });

  it('deletes a video through its own call after the confirm; Escape keeps it', async () => {
    let videos = [video('v1', 'promo.webm', 5000)];
    const deleted: unknown[] = [];
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      'GET /api/customer/get_user_gallery': () => gallery([], videos),
      'POST /api/customer/delete_video_for_user_gallery': (body) => {
        deleted.push(body);
        videos = [];
        return ok({});
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete promo.webm' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete “promo.webm”?')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);
    expect(screen.getByLabelText('promo.webm')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete promo.webm' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete video' }));
    await waitFor(() => expect(screen.queryByLabelText('promo.webm')).toBeNull());
    expect(deleted).toEqual([{ id: 'v1' }]);
    // The toast's code loads with the first toast.
    expect(await screen.findByText('Video deleted', undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('lists stock images linked page-relatively, and the template’s images', async () => {
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      'GET /api/customer/get_user_gallery': () => gallery([]),
      'GET /api/images/get_stock_images_list': () =>
        ok({
          images: [
            {
              _id: 'st1',
              file: 'images/travel/hero.webp',
              url_path: '/content/images/travel/hero.webp',
              title: 'northern lights over snowy mountains',
              category: 'Travel',
              tags: ['travel'],
              width: 1280,
              height: 800,
            },
          ],
        }),
      [`GET /api/project/detail_project/${PROJECT}`]: () =>
        ok({ project: { _id: PROJECT, template_id: 'abcdefghij' } }),
      'POST /api/template/template_files': () =>
        ok({
          files: [
            {
              Key: 'assets/images/food/hero.webp',
              file_path: 'images/food/hero.webp',
              file_name: 'hero.webp',
            },
            {
              Key: 'assets/videos/food/intro.mp4',
              file_path: 'videos/food/intro.mp4',
              file_name: 'intro.mp4',
            },
          ],
        }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Stock' }));
    const stock = await screen.findByRole('img', { name: 'northern lights over snowy mountains' });
    expect(stock.getAttribute('src')).toBe('/content/images/travel/hero.webp');
    expect(dragged(stock)).toBe('assets/images/travel/hero.webp');

    fireEvent.click(screen.getByRole('tab', { name: 'Template' }));
    const list = await screen.findByRole('list', { name: 'Template images' });
    // Only pictures: the template's video is not offered.
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['hero.webp']);
    expect(dragged(within(list).getByRole('img'))).toBe('assets/images/food/hero.webp');
  });

  it('offers Use on each image when an image is selected in the page', async () => {
    const onPick = vi.fn();
    await renderPanel(<GalleryPanel projectId={PROJECT} onPick={onPick} />, {
      'GET /api/customer/get_user_gallery': () => gallery([file('a1', 'logo.webp', 10)]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use logo.webp' }));
    expect(onPick).toHaveBeenCalledWith('http://sites.test/media/c1/a1.webp');
  });
});

/** The src a drag of `image` carries to the canvas. */
function dragged(image: HTMLElement): string {
  const data = new Map<string, string>();
  const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), effectAllowed: '' };
  fireEvent.dragStart(image, { dataTransfer });
  return data.get(IMAGE_DRAG_TYPE) ?? '';
}

function fakeXhr() {
  return {
    open: vi.fn(),
    setRequestHeader: vi.fn(),
    send: vi.fn(),
    abort: vi.fn(),
    status: 0,
    responseText: '',
    upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
  } satisfies UploadXhr;
}
