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
