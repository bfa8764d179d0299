/**
 * Image search in the Gallery's Pexels tab (spec §3 User gallery "saved Pexels images", §7 Keys):
 * `GET https://api.pexels.com/v1/search?query=…&per_page=…` with the key in `Authorization`, straight
 * from the browser (the key is one the server hands to any signed-in user). Failures are values the
 * tab words for the user: a refused key, the rate limit, no network, anything else. Choosing a photo
 * saves it among the user's Pexels photos (`add_picture_to_pexels_gallery`), which is what the page
 * then links, as it links the tab's saved photos.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../api/client.ts';
import { PEXELS_IMAGE_HOST, type PexelsImageResponse } from '../../../api/gallery.ts';
import { galleryKeys, type PickableImage } from './queries.ts';

export const PEXELS_SEARCH_URL = 'https://api.pexels.com/v1/search';
export const PEXELS_PER_PAGE = 24;

const PexelsUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname === PEXELS_IMAGE_HOST;
  } catch {
    return false;
  }
});

/** One photo of a search answer: the fields the tab uses (Pexels sends more). */
export const PexelsPhoto = z.object({
  id: z.number().int(),
  photographer: z.string().catch(''),
  alt: z.string().nullish().catch(''),
  src: z.object({ medium: PexelsUrl, large: PexelsUrl }),
});
export type PexelsPhoto = z.infer<typeof PexelsPhoto>;

const SearchAnswer = z.object({ photos: z.array(z.unknown()), total_results: z.number().catch(0) });

export type PexelsSearchFailure = 'refused' | 'limited' | 'offline' | 'failed';

const FAILURE_MESSAGES: Record<PexelsSearchFailure, string> = {
  refused: 'Pexels refused the image search key. Ask your administrator to check PEXELS_API_KEY.',
  limited: 'Pexels is receiving too many searches from this key. Try again in a little while.',
  offline: 'Pexels could not be reached. Check your connection and try again.',
  failed: 'Pexels could not search right now. Try again in a little while.',
};

export class PexelsSearchError extends Error {
  override readonly name = 'PexelsSearchError';
  constructor(readonly failure: PexelsSearchFailure) {
    super(FAILURE_MESSAGES[failure]);
  }
}

function failureOf(status: number): PexelsSearchFailure {
  if (status === 401 || status === 403) return 'refused';
  if (status === 429) return 'limited';
  return 'failed';
}

/** The photos Pexels finds for `query` (those with usable addresses), or a `PexelsSearchError`. */
export async function searchPexels(
  fetchFn: typeof fetch,
  key: string,
  query: string,
  signal?: AbortSignal,
): Promise<{ photos: PexelsPhoto[]; total: number }> {
  const url = `${PEXELS_SEARCH_URL}?${new URLSearchParams({ query, per_page: String(PEXELS_PER_PAGE) })}`;
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { Authorization: key }, ...(signal && { signal }) });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new PexelsSearchError('offline');
  }
  if (!response.ok) throw new PexelsSearchError(failureOf(response.status));
  const answer = SearchAnswer.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new PexelsSearchError('failed');
  const photos = answer.data.photos.flatMap((item) => {
    const photo = PexelsPhoto.safeParse(item);
    return photo.success ? [photo.data] : [];
  });
  return { photos, total: answer.data.total_results };
}

/** A search, counted on the user's Pexels request counter (spec §7) once Pexels answered it. */
export const pexelsSearchQuery = (fetchFn: typeof fetch, api: ApiClient, key: string, query: string) =>
  queryOptions({
    // The key is no part of the cache key: it never leaves this request.
    queryKey: [...galleryKeys.all, 'pexels-search', query] as const,
    queryFn: async ({ signal }) => {
      const found = await searchPexels(fetchFn, key, query, signal);
      void api.send({ method: 'PUT', path: '/api/customer/increase_pexel_request_count' });
      return found;
    },
    enabled: query !== '',
    staleTime: 10 * 60 * 1000,
    retry: false,
    meta: { errorToast: false },
  });

/** How a photo shows in the picker; `src` is the size the page links. */
export function toPickablePhoto(photo: PexelsPhoto): PickableImage {
  return {
    id: `pexels-${photo.id}`,
    src: photo.src.large,
    preview: photo.src.medium,
    name: photo.alt?.trim() || (photo.photographer ? `Photo by ${photo.photographer}` : 'Pexels photo'),
  };
}

/** Saves a found photo among the user's Pexels photos; answers the address the page links. */
export async function savePexelsPhoto(api: ApiClient, photo: PexelsPhoto): Promise<string> {
  const answer = await api.request<z.infer<typeof PexelsImageResponse>>({
    method: 'POST',
    path: '/api/customer/add_picture_to_pexels_gallery',
    body: {
      url: photo.src.large,
      pexels_id: photo.id,
      alt: (photo.alt ?? '').slice(0, 500),
      photographer: photo.photographer.slice(0, 200),
    },
  });
  return answer.image.url;
}
