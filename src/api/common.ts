/**
 * Building blocks shared by every call schema of the HTTP contract (CONTRACT "HTTP", spec §7, §8).
 * Browser-safe: imports only zod and src/domain.
 */
import { z } from 'zod';

/** Every stored record is addressed by a UUID `_id`. */
export const Id = z.uuid({ error: 'must be a valid id' });
export type Id = z.infer<typeof Id>;

/** Path parameter `{id}` of spec §7 calls. */
export const IdParams = z.object({ id: Id });

/** Page slugs: lowercase words joined by single hyphens, used as file names on the sites origin. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const Slug = z
  .string()
  .min(1)
  .max(SLUG_MAX)
  .regex(SLUG_PATTERN, { error: 'must be lowercase letters, digits and single hyphens' });

/** A short single-line name (project, page, version names). */
export const Name = z.string().trim().min(1).max(200);

export const Timestamp = z.string().describe('ISO 8601 date-time');

/** The envelope every answer carries: `code` is the HTTP status, 200 is success (spec §7, §8). */
export function okEnvelope<T extends z.ZodRawShape>(shape: T) {
  return z.object({ code: z.literal(200), message: z.string(), ...shape });
}

/** A plain success answer with no data. */
export const OkResponse = okEnvelope({});
export type OkResponse = z.infer<typeof OkResponse>;

/** Longest address a URL field keeps. */
export const URL_MAX = 2048;

// Printable, no spaces: a URL field's value goes into `src`, `href` and `content` attributes as is.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const WEB_URL_SHAPE = /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i;

/**
 * True for an absolute http(s) address with a host. Uploaded files are addressed this way too (their
 * URL on the sites origin, `{HOSTED_BASE}/media/…`), so every other scheme (`javascript:`, `data:`,
 * `file:`, `blob:`, relative paths) is refused (issue 22 item 7).
 */
export function isWebUrl(value: string): boolean {
  if (value.length > URL_MAX || !WEB_URL_SHAPE.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const WEB_URL_ERROR = 'must be an http(s) address (an uploaded file’s address is one)';

const urlString = () =>
  z.string().max(URL_MAX, { error: `must be at most ${URL_MAX} characters`, abort: true });

/** A required http(s) address. */
export const WebUrl = urlString().refine(isWebUrl, { error: WEB_URL_ERROR });

/** Every optional URL field a user sets (images, logo, favicon, social sharing): http(s), or '' to clear. */
export const UrlField = urlString().refine((value) => value === '' || isWebUrl(value), {
  error: `${WEB_URL_ERROR}, or empty`,
});
