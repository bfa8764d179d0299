/**
 * Embed addresses for the I-Frame element (issue 20 §2 I-Frame; spec §9 video auto-size 16:9): a
 * YouTube, Vimeo or Google Maps address becomes the address its player or map embeds from, any
 * other http(s) address is embedded as it is, and nothing else is accepted (a `javascript:` or
 * `data:` frame would run code in the published page). Pure.
 */
import { err, ok, type Result } from './result.ts';
import { vimeoId, youtubeId } from './video-url.ts';

export interface Embed {
  readonly src: string;
  /** A video player: sized 16:9 to its width. */
  readonly video: boolean;
}

export const EMBED_URL_MESSAGE = 'Please enter a web address starting with http:// or https://.';

function parseHttp(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

function isYoutubeHost(host: string): boolean {
  return ['youtube.com', 'youtu.be', 'youtube-nocookie.com'].includes(host);
}

/** `t=1m30s`, `t=90` or `start=90` as whole seconds. */
function startSeconds(parsed: URL): number | null {
  const raw = parsed.searchParams.get('t') ?? parsed.searchParams.get('start');
  if (!raw) return null;
  if (/^\d+s?$/.test(raw)) return Number.parseInt(raw, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw);
  if (!match || raw === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function mapsEmbed(parsed: URL): string | null {
  const host = parsed.hostname.replace(/^www\./, '');
  const isMaps = (host === 'google.com' && parsed.pathname.startsWith('/maps')) || host === 'maps.google.com';
  if (!isMaps) return null;
  if (parsed.pathname.startsWith('/maps/embed')) return parsed.href;
  const query = parsed.searchParams.get('q') ?? parsed.searchParams.get('query');
  const place = /^\/maps\/(?:place|search)\/([^/]+)/.exec(parsed.pathname)?.[1];
  const at = /\/@(-?[\d.]+),(-?[\d.]+)(?:,([\d.]+)z)?/.exec(parsed.pathname);
  const q =
    query ?? (place ? decodeURIComponent(place.replace(/\+/g, ' ')) : at ? `${at[1]},${at[2]}` : null);
  if (!q) return null;
  const zoom = at?.[3] ? `&z=${Math.round(Number(at[3]))}` : '';
  return `https://maps.google.com/maps?q=${encodeURIComponent(q)}${zoom}&output=embed`;
}

/** The address to embed for what a user pasted, or why it cannot be embedded. */
export function embedAddress(url: string): Result<Embed, string> {
  const parsed = parseHttp(url);
  if (!parsed) return err(EMBED_URL_MESSAGE);
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  if (isYoutubeHost(host)) {
    const id = youtubeId(parsed.href);
    if (id) {
      const start = startSeconds(parsed);
      return ok({ src: `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`, video: true });
    }
  }
  if (/(^|\.)vimeo\.com$/.test(host)) {
    const id = vimeoId(parsed.href);
    if (id) return ok({ src: `https://player.vimeo.com/video/${id}`, video: true });
  }
  const maps = mapsEmbed(parsed);
  if (maps) return ok({ src: maps, video: false });
  return ok({ src: parsed.href, video: false });
}
