/**
 * What the app needs to know about the server it runs against: where saved pages are hosted
 * (spec's {hostedBase}: previews, the builder canvas's base address, DNS instructions).
 * Browser-safe.
 */
import { z } from 'zod';
import { okEnvelope } from './common.ts';

export const AppConfigResponse = okEnvelope({
  /** `{hostedBase}`: pages live at `{hosted_base}/{projectId}/{pageSlug}.html`. */
  hosted_base: z.string(),
  /**
   * Names of the integration keys `POST /api/key/get_key` answers (never their values), so the builder
   * asks only for keys that are set and an unset one costs no failed request (issue 27).
   */
  integration_keys: z.array(z.string()).optional(),
});
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
