/**
 * The failure envelope of spec §8 and CONTRACT "HTTP": `{code, message, ...data}` where `code` is the
 * HTTP status. Validation failures list the offending fields; a stale save (409) carries the current
 * revision. Browser-safe.
 */
import { z } from 'zod';

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorResponse = z.looseObject({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(FieldError).optional(),
  revision: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Any answer: success data or the failure envelope; read `code` first. */
export type Envelope<T> = T | ErrorResponse;

export function isErrorResponse(value: { code: number }): value is ErrorResponse {
  return value.code !== 200;
}
