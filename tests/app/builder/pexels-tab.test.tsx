// @vitest-environment happy-dom
/**
 * The Gallery's Pexels tab on a fake server and a fake Pexels API (issue 27, spec §4 Session, §7 Keys):
 * skeleton rows only while the key is pending, the search once it is in (its Authorization header,
 * results, a saved and picked photo), the configured default after a failed lookup (editing goes on,
 * no error shown), "not set up" without any key (saved photos still listed), and the search's own
 * failures worded for the user.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyLookupLog } from '../../../src/app/builder/editor-key/pexels-key.ts';
import { GalleryPanel } from '../../../src/app/builder/GalleryPanel.tsx';
import { ReplaceImageDialog } from '../../../src/app/builder/ReplaceImageDialog.tsx';
import { toaster } from '../../../src/app/shell/toaster.tsx';
import { pexelsPhoto, pexelsSearchAnswer } from '../../support/pexels-answers.ts';
import { fail, type Handler, ok } from '../render-app.tsx';
import { renderPanel } from './panel-harness.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const PROJECT = '11111111-1111-4111-8111-111111111111';
const NOW = new Date().toISOString();
const CROISSANT = pexelsPhoto(2014422, 'Croissants on a wooden board', 'Ana Baker');
const BREAD = pexelsPhoto(1775043, 'Sourdough loaf', 'Jo Miller');

const saved = (url: string, alt: string) => ({
  _id: '22222222-2222-4222-8222-222222222222',
  url,
  pexels_id: '1',
  alt,
  photographer: 'Someone',
  created_at: NOW,
});

/** The app server: configuration listing `keys`, get_key as given, saved photos as given. */
function appServer(options: {
  keys?: string[];
  getKey?: Handler;
  savedPhotos?: () => ReturnType<typeof saved>[];
  pexels?: Handler;
}): Record<string, Handler> {
  return {
    'GET /api/app_setting/config': () =>
      ok({ hosted_base: 'http://sites.test', integration_keys: options.keys ?? ['pexels'] }),
    'POST /api/key/get_key': options.getKey ?? (() => ok({ key_name: 'pexels', data: 'server-key' })),
    'GET /api/customer/list_picture_from_pexels_gallery': () =>
      ok({ images: options.savedPhotos?.() ?? [], pexels_request_count: 0 }),
    'PUT /api/customer/increase_pexel_request_count': () => ok({ pexels_request_count: 1 }),
    'GET /api/customer/get_user_gallery': () =>
      ok({
        gallery: { images: [], videos: [], total_asserts_file_count: 0, total_asserts_file_size: 0 },
      }),
    'GET /v1/search': options.pexels ?? (() => ({ status: 200, body: pexelsSearchAnswer('x', []) })),
  };
}

function openPexelsTab() {
  fireEvent.click(screen.getByRole('tab', { name: 'Pexels' }));
}

async function search(words: string) {
  const field = await screen.findByRole('searchbox', { name: 'Search Pexels photos' });
  fireEvent.change(field, { target: { value: words } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

/** The Authorization header of the calls made to api.pexels.com. */
function pexelsAuthorizations(fetch: { mock: { calls: unknown[][] } }): (string | null)[] {
  return fetch.mock.calls
    .filter(([input]) => String(input).startsWith('https://api.pexels.com/'))
    .map(([, init]) => new Headers((init as RequestInit | undefined)?.headers).get('authorization'));
}

describe('the Pexels tab', () => {
  it('shows skeleton rows while the key is pending, saved photos meanwhile, then the search', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((done) => {
      release = done;
    });
    await renderPanel(
      <GalleryPanel projectId={PROJECT} />,
      appServer({
        getKey: async () => {
          await arrived;
          return ok({ key_name: 'pexels', data: 'server-key' });
        },
        savedPhotos: () => [saved(CROISSANT.src.large, 'Croissants')],
      }),
    );
    openPexelsTab();
    expect(await screen.findByRole('status', { name: 'Loading image search' })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search Pexels photos' })).toBeNull();
    // Nothing else waits on the key.
    expect(await screen.findByRole('img', { name: 'Croissants' })).toBeTruthy();
    release();
    expect(await screen.findByRole('searchbox', { name: 'Search Pexels photos' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading image search' })).toBeNull();
  });

  it('searches Pexels with the key, then saves the chosen photo and uses it', async () => {
    const savedUrls: string[] = [];
    const added: unknown[] = [];
    const onPick = vi.fn();
    const { fetch, calls } = await renderPanel(<GalleryPanel projectId={PROJECT} onPick={onPick} />, {
      ...appServer({
        pexels: (_body, request) => {
          const url = new URL(request.url);
          expect(url.searchParams.get('query')).toBe('fresh bread');
          expect(url.searchParams.get('per_page')).toBe('24');
          return { status: 200, body: pexelsSearchAnswer('fresh bread', [CROISSANT, BREAD]) };
        },
        savedPhotos: () => savedUrls.map((url) => saved(url, 'Croissants on a wooden board')),
      }),
      'POST /api/customer/add_picture_to_pexels_gallery': (body) => {
        added.push(body);
        savedUrls.push((body as { url: string }).url);
        return ok({ image: saved((body as { url: string }).url, 'Croissants on a wooden board') });
      },
    });
    openPexelsTab();
    expect(await screen.findByText('No saved Pexels photos yet.')).toBeTruthy();
    await search('fresh bread');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    const tile = within(results).getByRole('img', { name: 'Croissants on a wooden board' });
    expect(tile.getAttribute('src')).toBe(CROISSANT.src.medium);
    expect(pexelsAuthorizations(fetch)).toEqual(['server-key']);
    // Each search is counted (spec §7 increase_pexel_request_count).
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/customer/increase_pexel_request_count')).toBe(true),
    );

    fireEvent.click(within(results).getByRole('button', { name: 'Use Croissants on a wooden board' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(CROISSANT.src.large));
    expect(added).toEqual([
      {
        url: CROISSANT.src.large,
        pexels_id: CROISSANT.id,
        alt: 'Croissants on a wooden board',
        photographer: 'Ana Baker',
      },
    ]);
    const savedList = await screen.findByRole('list', { name: 'Saved Pexels photos' });
    expect(within(savedList).getByRole('img', { name: 'Croissants on a wooden board' })).toBeTruthy();
  });

  it('falls back to the configured default when the lookup fails, without showing an error', async () => {
    vi.stubEnv('VITE_PEXELS_API_KEY', 'built-in-key');
    const log = vi.spyOn(keyLookupLog, 'failed').mockImplementation(() => {});
    const { fetch } = await renderPanel(
      <GalleryPanel projectId={PROJECT} />,
      appServer({
        getKey: () => fail(500, 'Internal error'),
        pexels: () => ({ status: 200, body: pexelsSearchAnswer('bread', [BREAD]) }),
      }),
    );
    openPexelsTab();
    await search('bread');
    expect(await screen.findByRole('img', { name: 'Sourdough loaf' })).toBeTruthy();
    expect(pexelsAuthorizations(fetch)).toEqual(['built-in-key']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toaster.getVisibleToasts()).toEqual([]);
    // Editing goes on: the other tabs work as before.
    fireEvent.click(screen.getByRole('tab', { name: 'My images' }));
    expect(await screen.findByText(/No images yet/)).toBeTruthy();
  });

  it('says image search is not set up when there is no key at all, and still lists saved photos', async () => {
    vi.stubEnv('VITE_PEXELS_API_KEY', '');
    vi.spyOn(keyLookupLog, 'failed').mockImplementation(() => {});
    for (const [server, lookups] of [
      // The configuration lists it, but get_key answers 404 (the setting was removed meanwhile).
      [
        appServer({
          getKey: () => fail(404, 'Key not found'),
          savedPhotos: () => [saved(BREAD.src.large, 'Loaf')],
        }),
        1,
      ],
      // The configuration does not list it: nothing is asked, so no request fails.
      [appServer({ keys: [], savedPhotos: () => [saved(BREAD.src.large, 'Loaf')] }), 0],
    ] as const) {
      const { calls } = await renderPanel(<GalleryPanel projectId={PROJECT} />, server);
      openPexelsTab();
      expect(await screen.findByText('Image search is not set up')).toBeTruthy();
      expect(screen.getByText('PEXELS_API_KEY')).toBeTruthy();
      expect(screen.queryByRole('searchbox', { name: 'Search Pexels photos' })).toBeNull();
      expect(await screen.findByRole('img', { name: 'Loaf' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(calls.filter((call) => call.path === '/api/key/get_key')).toHaveLength(lookups);
      cleanup();
    }
  });

  it('words a refused key, no network and an empty answer', async () => {
    let answer: () => Promise<{ status: number; body: unknown }> = async () => ({
      status: 401,
      body: { error: 'Unauthorized' },
    });
    await renderPanel(<GalleryPanel projectId={PROJECT} />, appServer({ pexels: () => answer() }));
    openPexelsTab();
    await search('cake');
    expect(await screen.findByText(/Pexels refused the image search key/)).toBeTruthy();
    expect(screen.getByText(/PEXELS_API_KEY/)).toBeTruthy();

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await search('tea');
    expect(
      await screen.findByText('Pexels could not be reached. Check your connection and try again.'),
    ).toBeTruthy();

    answer = async () => ({ status: 200, body: pexelsSearchAnswer('zzzz', []) });
    await search('zzzz');
    expect(await screen.findByText('No photos found for “zzzz”.')).toBeTruthy();
  });

  it('without a selected image, saves a found photo by its button or by a drop on the page', async () => {
    const added: string[] = [];
    await renderPanel(<GalleryPanel projectId={PROJECT} />, {
      ...appServer({
        pexels: () => ({ status: 200, body: pexelsSearchAnswer('bread', [CROISSANT, BREAD]) }),
      }),
      'POST /api/customer/add_picture_to_pexels_gallery': (body) => {
        added.push((body as { url: string }).url);
        return ok({ image: saved((body as { url: string }).url, 'Saved') });
      },
    });
    openPexelsTab();
    await search('bread');
    const results = await screen.findByRole('list', { name: 'Search results' });
    fireEvent.click(within(results).getByRole('button', { name: 'Save Sourdough loaf' }));
    expect(await screen.findByText('Photo saved')).toBeTruthy();
    expect(added).toEqual([BREAD.src.large]);

    // A drag the page did not take saves nothing; one it took saves the photo it linked.
    const tile = within(results).getByRole('img', { name: 'Croissants on a wooden board' });
    fireEvent.dragEnd(tile, { dataTransfer: { dropEffect: 'none' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added).toEqual([BREAD.src.large]);
    fireEvent.dragEnd(tile, { dataTransfer: { dropEffect: 'copy' } });
    await waitFor(() => expect(added).toEqual([BREAD.src.large, CROISSANT.src.large]));
  });

  it('in the Replace image dialog, picks the saved photo and closes', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    await renderPanel(<ReplaceImageDialog open onClose={onClose} onPick={onPick} projectId={PROJECT} />, {
      ...appServer({ pexels: () => ({ status: 200, body: pexelsSearchAnswer('bread', [BREAD]) }) }),
      'POST /api/customer/add_picture_to_pexels_gallery': (body) =>
        ok({ image: saved((body as { url: string }).url, 'Sourdough loaf') }),
    });
    openPexelsTab();
    await search('bread');
    fireEvent.click(await screen.findByRole('button', { name: 'Use Sourdough loaf' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(BREAD.src.large));
    expect(onClose).toHaveBeenCalled();
  });
});
