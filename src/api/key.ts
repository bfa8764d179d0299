/**
 * `POST /api/key/get_key` (spec §7 "Keys"): an integration key the browser needs (the editor key,
 * the Pexels image search key, …) by name, from the server's settings. An unknown or unset name is a
 * 404; the builder then falls back to its configured defaults (spec §8). Browser-safe.
 */
import { z } from 'zod';
import { okEnvelope } from './common.ts';

export const KeyName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{1,50}$/, { error: 'must be a key name such as editor or pexels' });

export const GetKeyBody = z.object({ key_name: KeyName });
export type GetKeyBody = z.infer<typeof GetKeyBody>;

export const GetKeyResponse = okEnvelope({ key_name: z.string(), data: z.string() });
export type GetKeyResponse = z.infer<typeof GetKeyResponse>;
