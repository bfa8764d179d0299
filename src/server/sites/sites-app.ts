/**
 * The sites origin (issue 3 "Sites origin", spec §2 preview at `{hostedBase}/{projectId}/{slug}.html`):
 * serves exactly the stored bytes of saved pages and the vendor libraries, GET/HEAD only.
 * Invariants: only `/{uuid}/<safe path>` with a known extension is served; no listing, no dotfiles,
 * nothing outside the project's folder (storage checks the real path); every response carries
 * `Content-Security-Policy: sandbox …` without `allow-same-origin` (tenants share this origin), `nosniff`,
 * and CORS that lets only the app origin read.
 */
import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Id } from '../../api/common.ts';
import { installEnvelope } from '../http/envelope.ts';
import { notFound } from '../http/http-error.ts';
import { isSafeKey, type Storage } from '../storage/storage.ts';
import { contentTypeOf } from './content-types.ts';
import { resolveVendorFile, VENDOR_PREFIX } from './vendor-assets.ts';

export const SITES_CSP = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export interface SitesAppOptions {
  readonly storage: Storage;
  readonly appOrigin: string;
  readonly logger?: FastifyServerOptions['logger'];
}

/** Decodes `/a/b%20c` into segments, or undefined for undecodable input. */
function segmentsOf(url: string): string[] | undefined {
  const path = url.split('?')[0] ?? '';
  try {
    return path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

export function createSitesApp(options: SitesAppOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, exposeHeadRoutes: true });
  installEnvelope(app);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', SITES_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('access-control-allow-origin', options.appOrigin);
    reply.header('vary', 'Origin');
    return payload;
  });

  app.get('/*', async (request, reply) => {
    const segments = segmentsOf(request.url);
    const [projectId, ...rest] = segments ?? [];
    if (!projectId || !Id.safeParse(projectId).success || rest.length === 0) throw notFound('File');
    const path = rest.join('/');
    const type = contentTypeOf(path);
    if (!type) throw notFound('File');

    if (path.startsWith(VENDOR_PREFIX)) {
      const file = resolveVendorFile(path.slice(VENDOR_PREFIX.length));
      if (!file) throw notFound('File');
      const bytes = await readFile(file);
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(bytes);
    }

    const key = `${projectId}/${path}`;
    if (!isSafeKey(key)) throw notFound('File');
    const bytes = await options.storage.read(key, { within: projectId });
    if (bytes === undefined) throw notFound('File');
    return reply.type(type).header('cache-control', 'no-cache').send(bytes);
  });

  return app;
}
