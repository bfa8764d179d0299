/**
 * Answers of the Pexels API in its real shape (https://www.pexels.com/api/documentation/#photos-search:
 * `page`, `per_page`, `photos[]` with `id`, `width`, `height`, `url`, `photographer`, `photographer_url`,
 * `photographer_id`, `avg_color`, `src` in eight sizes, `liked`, `alt`; `total_results`, `next_page`),
 * for the Gallery's image search tests, in happy-dom and in the browser.
 */

/** One photo as Pexels describes it; every picture address is on images.pexels.com. */
export function pexelsPhoto(id: number, alt: string, photographer: string) {
  const file = `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg`;
  return {
    id,
    width: 4000,
    height: 6000,
    url: `https://www.pexels.com/photo/${alt.toLowerCase().replace(/\W+/g, '-')}-${id}/`,
    photographer,
    photographer_url: `https://www.pexels.com/@${photographer.toLowerCase().replace(/\W+/g, '-')}`,
    photographer_id: id + 1000,
    avg_color: '#8A7B6C',
    src: {
      original: file,
      large2x: `${file}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${file}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${file}?auto=compress&cs=tinysrgb&h=350`,
      small: `${file}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${file}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    liked: false,
    alt,
  };
}

/** A search answer (`GET /v1/search`) with `photos` on its first page. */
export function pexelsSearchAnswer(query: string, photos: ReturnType<typeof pexelsPhoto>[], perPage = 24) {
  return {
    page: 1,
    per_page: perPage,
    photos,
    total_results: photos.length,
    ...(photos.length === perPage && {
      next_page: `https://api.pexels.com/v1/search/?page=2&per_page=${perPage}&query=${encodeURIComponent(query)}`,
    }),
  };
}
