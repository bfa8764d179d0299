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
});
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
