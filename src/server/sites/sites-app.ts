/**
 * The sites origin (issue 3 "Sites origin", spec §2 preview at `{hostedBase}/{projectId}/{slug}.html`):
 * serves exactly the stored bytes of saved pages and the vendor libraries, GET/HEAD only.
 * Invariants: only `/{uuid}/<safe path>` with a known extension is served; no listing, no dotfiles,
 * nothing outside the project's folder (storage checks the real path); every response carries
 * `Content-Security-Policy: sandbox …` without `allow-same-origin` (tenants share this origin), `nosniff`,
 * and CORS that lets only the app origin read.
 * Published sites: a request whose `Host` is a customer domain switched to a publish (see
 * published.ts) is answered from that publish folder instead (`/` → `index.html`, `/about` →
 * `about.html`), with the same headers.
 * A visitor's page view of an address that does not exist gets a styled HTML 404 (not-found-page.ts).
 * Every file answer honours byte ranges (206/416, stored-file.ts) and streams (`Storage.open`, or the
 * library's file on disk), so uploaded and library videos seek without the server reading them whole.
 */
import { readFile } from 'node:fs/promises';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { Id } from '../../api/common.ts';
import { normalizeHostname } from '../../api/domain.ts';
import { installEnvelope } from '../http/envelope.ts';
import { notFound } from '../http/http-error.ts';
import { isSafeKey, type Storage } from '../storage/storage.ts';
import { resolveContentAsset } from './content-assets.ts';
import { contentTypeOf } from './content-types.ts';
import { notFoundPage, wantsPage } from './not-found-page.ts';
import { publishFolder, readPointer } from './published.ts';
import { openDiskFile, openStoredFile, sendFileBody } from './stored-file.ts';
import { TEMPLATE_PREVIEW_PREFIX, templatePreviewFile } from './template-preview.ts';
import { resolveVendorFile, VENDOR_PREFIX } from './vendor-assets.ts';

export const SITES_CSP = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
/** Uploaded media (`/media/{customerId}/{fileId}.{ext}`) never script, even an SVG opened directly. */
export const MEDIA_CSP =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; media-src 'self'";
/** Smaller answers are not worth compressing (one TCP packet either way). */
const COMPRESS_MIN_BYTES = 1024;
const MEDIA_FILE = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|avif|svg|mp4|webm)$/;

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
  // Text (html, css, js, svg, json, xml) goes compressed to a client that takes brotli or gzip; a byte
  // range or a HEAD answer never is (a range's offsets count the unencoded bytes).
  app.addHook('onRequest', async (request) => {
    if (request.method === 'HEAD') request.headers['x-no-compression'] = '1';
  });
  void app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: /^(text\/|application\/(json|xml)|image\/svg\+xml)/,
  });

  /** Requests a customer domain answers (its 404 page links to the site's home). */
  const onPublishedSite = new WeakSet<FastifyRequest>();

  app.addHook('onSend', async (request, reply, payload) => {
    // A visitor who asked for a page the site does not have gets a page, not the JSON error.
    if (reply.statusCode === 404 && wantsPage(request)) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      payload = notFoundPage(onPublishedSite.has(request) ? '/' : null);
    }
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', SITES_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Public library files may already allow any origin (fonts from sandboxed pages need it).
    if (!reply.hasHeader('access-control-allow-origin'))
      reply.header('access-control-allow-origin', options.appOrigin);
    reply.header('vary', 'Origin');
    return payload;
  });

  const vendorBytes = new Map<string, Buffer>();
  const sendVendor = async (request: FastifyRequest, path: string, type: string, reply: FastifyReply) => {
    const file = resolveVendorFile(path.slice(VENDOR_PREFIX.length));
    if (!file) throw notFound('File');
    // Library files come with the server and never change while it runs: read once, then kept (the
    // whole library is about 10 MB, so this never grows past it).
    let bytes = vendorBytes.get(file);
    if (!bytes) {
      bytes = await readFile(file);
      vendorBytes.set(file, bytes);
    }
    // Sandboxed pages have an opaque origin: web fonts load only with CORS open to any origin.
    reply.header('cache-control', 'public, max-age=86400').header('access-control-allow-origin', '*');
    return sendFileBody(request, reply, bytes, type);
  };

  /** A library image or video for a page path the project has no file for; else 404. */
  const sendContentAsset = async (
    request: FastifyRequest,
    path: string,
    type: string,
    reply: FastifyReply,
  ) => {
    const resolved = resolveContentAsset(path);
    const file = resolved && (await openDiskFile(resolved));
    if (!file) throw notFound('File');
    reply.header('cache-control', 'public, max-age=86400');
    return sendFileBody(request, reply, file, type);
  };

  /** A file stored under `folder` (a project's saved files or a publish), else the library's; always revalidated. */
  const sendFolderFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    folder: string,
    path: string,
    type: string,
  ) => {
    const key = `${folder}/${path}`;
    if (!isSafeKey(key)) throw notFound('File');
    const file = await openStoredFile(options.storage, key, folder);
    if (file === undefined) return sendContentAsset(request, path, type, reply);
    reply.header('cache-control', 'no-cache');
    return sendFileBody(request, reply, file, type);
  };

  /** The published site of a customer domain, or undefined when the Host is no switched domain. */
  const servePublished = async (request: FastifyRequest, reply: FastifyReply) => {
    const host = normalizeHostname(request.hostname.toLowerCase());
    if (!host) return undefined;
    const pointer = await readPointer(options.storage, host);
    if (!pointer || !Id.safeParse(pointer.project_id).success || !Id.safeParse(pointer.publish_id).success)
      return undefined;
    onPublishedSite.add(request);
    const segments = segmentsOf(request.url);
    if (!segments) throw notFound('File');
    let path = segments.join('/');
    if (path === '' || path.endsWith('/')) path += 'index.html';
    else if (!path.slice(path.lastIndexOf('/') + 1).includes('.')) path += '.html';
    const type = contentTypeOf(path);
    if (!type) throw notFound('File');
    if (path.startsWith(VENDOR_PREFIX)) return sendVendor(request, path, type, reply);
    return sendFolderFile(request, reply, publishFolder(pointer.project_id, pointer.publish_id), path, type);
  };

  const serveMedia = async (request: FastifyRequest, segments: string[], reply: FastifyReply) => {
    const [, ownerId, file, ...extra] = segments;
    if (!ownerId || !file || extra.length > 0 || !Id.safeParse(ownerId).success || !MEDIA_FILE.test(file))
      throw notFound('File');
    const key = `media/${ownerId}/${file}`;
    const stored = await openStoredFile(options.storage, key, `media/${ownerId}`);
    if (stored === undefined) throw notFound('File');
    reply
      .header('content-security-policy', MEDIA_CSP)
      .header('cache-control', 'public, max-age=31536000, immutable');
    return sendFileBody(request, reply, stored, contentTypeOf(file)!);
  };

  const serveTemplatePreview = async (request: FastifyRequest, segments: string[], reply: FastifyReply) => {
    const [, templateId, ...rest] = segments;
    if (!templateId || !/^[A-Za-z0-9_-]{1,100}$/.test(templateId)) throw notFound('File');
    const path = rest.join('/');
    if (path.startsWith(VENDOR_PREFIX)) {
      const type = contentTypeOf(path);
      if (!type) throw notFound('File');
      return sendVendor(request, path, type, reply);
    }
    const text = await templatePreviewFile(templateId, path);
    if (text === undefined) {
      const type = contentTypeOf(path);
      if (!type) throw notFound('File');
      return sendContentAsset(request, path, type, reply);
    }
    reply.header('cache-control', 'public, max-age=300');
    return reply.type(contentTypeOf(path === '' ? 'index.html' : path)!).send(text);
  };

  // Registered after compression, so its hook covers the route (plugins load in order).
  void app.register(async (routes) =>
    routes.get('/*', async (request, reply) => {
      const published = await servePublished(request, reply);
      if (published) return published;
      const segments = segmentsOf(request.url);
      if (segments?.[0] === 'media') return serveMedia(request, segments, reply);
      if (segments?.[0] === TEMPLATE_PREVIEW_PREFIX) return serveTemplatePreview(request, segments, reply);
      const [projectId, ...rest] = segments ?? [];
      if (!projectId || !Id.safeParse(projectId).success || rest.length === 0) throw notFound('File');
      const path = rest.join('/');
      const type = contentTypeOf(path);
      if (!type) throw notFound('File');

      if (path.startsWith(VENDOR_PREFIX)) return sendVendor(request, path, type, reply);

      return sendFolderFile(request, reply, projectId, path, type);
    }),
  );

  return app;
}
