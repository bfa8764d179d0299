/** Response schema maps for routes: the success schema plus the failure envelope (OpenAPI and serialisation). */
import type { z } from 'zod';
import { OkResponse } from '../../api/common.ts';
import { ErrorResponse } from '../../api/envelope.ts';

export function replies<T extends z.ZodType>(ok: T) {
  return { 200: ok, default: ErrorResponse };
}

export const okReplies = replies(OkResponse);
