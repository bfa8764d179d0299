/**
 * The sites origin (issue 3 "Sites origin", spec §2 preview at `{hostedBase}/{projectId}/{slug}.html`):
 * serves exactly the stored bytes of saved pages and the vendor libraries, GET/HEAD only.
 * Invariants: only `/{uuid}/<safe path>` with a known extension is served; no listing, no dotfiles,
 * nothing outside the project's folder (storage checks the real path); every response carries
 * `Content-Security-Policy: sandbox …` without `allow-same-origin` (tenants share this origin), `nosniff`,
 * and CORS that lets only the app origin read.
 * Sites of their own origin (ARCHITECTURE "Origins"), answered WITHOUT the sandbox, since each is its
 * own origin (cookies, storage and analytics work there):
 * - a published site: a request whose `Host` is a customer domain switched to a publish (see
 *   published.ts) is answered from that publish folder (`/` → `index.html`, `/about` → `about.html`);
 * - a preview domain, `{project-slug}.{sitesDomain}`: the project's last saved files, its pages
 *   rendered as a publish renders them on each request, with `X-Robots-Tag: noindex`.
 * Both take their pages' forms at `POST /_pw/forms` (form-routes.ts) and their buy buttons at
 * `POST /_pw/checkout` (checkout-routes.ts).
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
import { slugOfPreviewHost } from '../../api/preview-domain.ts';
import type { CounterStore } from '../auth/counters.ts';
import {
  type PageFileKind,
  type PageFileLocation,
  parsePagePath,
  readPointedFile,
} from '../data/page-files.ts';
import { installEnvelope } from '../http/envelope.ts';
import { notFound } from '../http/http-error.ts';
import { isSafeKey, type Storage } from '../storage/storage.ts';
import { type CheckoutBackend, checkoutRoutes } from './checkout-routes.ts';
import { resolveContentAsset } from './content-assets.ts';
import { contentTypeOf } from './content-types.ts';
import { type FormLimits, type FormSite, type FormsBackend, formRoutes } from './form-routes.ts';
import { notFoundPage, wantsPage } from './not-found-page.ts';
import { acceptedPrecompressed, compressText, PRECOMPRESS_MIN_BYTES, PRECOMPRESSED } from './precompress.ts';
import { HASHED_ASSET } from './publish-js.ts';
import { PUBLISHED_ROOT, publishFolder, readPointer } from './published.ts';
import type { FileTransform } from './site-render.ts';
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

/** What the sites origin asks the database (the app's store); without it, no preview domains or forms. */
export interface SitesBackend extends FormsBackend, CheckoutBackend {
  /** Where form and checkout limits count: the app's database, shared by every instance. */
  readonly counters?: CounterStore;
  /** The project a preview domain's slug names. */
  projectForSlug(slug: string): Promise<string | undefined>;
  /** How the project's saved pages render on its preview domain (as a publish renders them). */
  previewTransform(projectId: string): Promise<FileTransform>;
  /** Where a saved page's file of its last save is (page-files.ts); undefined: no such page. */
  pageFileLocation(
    projectId: string,
    slug: string,
    kind: PageFileKind,
  ): Promise<PageFileLocation | undefined>;
}

export interface SitesAppOptions {
  readonly storage: Storage;
  readonly appOrigin: string;
  readonly logger?: FastifyServerOptions['logger'];
  /** Whose `X-Forwarded-For` names the visitor (per-address form limits); default: no one's. */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Preview domains are `{project-slug}.{sitesDomain}` (CONTRACT `SITES_DOMAIN`). */
  readonly sitesDomain?: string;
  readonly backend?: SitesBackend;
  readonly formLimits?: FormLimits;
}

/** A site with an origin of its own: a publish on a customer domain, or a project's preview domain. */
type OwnSite =
  | { readonly kind: 'published'; readonly projectId: string; readonly folder: string }
  | { readonly kind: 'preview'; readonly projectId: string; readonly folder: string };

const PREVIEW_SLUG_CACHE_MS = 5_000;

/** A site's page path → its file: `/` → `index.html`, `/about` → `about.html`; undefined when undecodable. */
function sitePath(url: string): string | undefined {
  const segments = segmentsOf(url);
  if (!segments) return undefined;
  let path = segments.join('/');
  if (path === '' || path.endsWith('/')) path += 'index.html';
  else if (!path.slice(path.lastIndexOf('/') + 1).includes('.')) path += '.html';
  return path;
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
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    exposeHeadRoutes: true,
  });
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

  /** The site of a request whose Host is an origin of its own (set by `siteOf`). */
  const ownSites = new WeakMap<FastifyRequest, OwnSite>();
  const previewSlugs = new Map<string, { projectId: string | undefined; at: number }>();
  const projectForSlug = async (slug: string) => {
    const cached = previewSlugs.get(slug);
    if (cached && Date.now() - cached.at < PREVIEW_SLUG_CACHE_MS) return cached.projectId;
    const projectId = await options.backend?.projectForSlug(slug);
    if (previewSlugs.size > 10_000) previewSlugs.clear();
    previewSlugs.set(slug, { projectId, at: Date.now() });
    return projectId;
  };

  /** The own-origin site the request's Host names, or undefined (the shared hosted origin). */
  const siteOf = async (request: FastifyRequest): Promise<OwnSite | undefined> => {
    if (ownSites.has(request)) return ownSites.get(request);
    const host = normalizeHostname(request.hostname.toLowerCase());
    const slug =
      options.sitesDomain && slugOfPreviewHost(request.hostname.toLowerCase(), options.sitesDomain);
    let site: OwnSite | undefined;
    if (slug && options.backend) {
      const projectId = await projectForSlug(slug);
      if (projectId) site = { kind: 'preview', projectId, folder: projectId };
    } else if (host) {
      const pointer = await readPointer(options.storage, host);
      if (pointer && Id.safeParse(pointer.project_id).success && Id.safeParse(pointer.publish_id).success)
        site = {
          kind: 'published',
          projectId: pointer.project_id,
          folder: publishFolder(pointer.project_id, pointer.publish_id),
        };
    }
    if (site) ownSites.set(request, site);
    return site;
  };

  /**
   * A saved page's file at its hosted path (`{slug}.html`, `css/{slug}.css`, `js/{slug}.js`), from
   * the page's last save; undefined when the path names no saved page (then it may be a plain file of
   * the project folder, such as a template's image).
   */
  const savedPageFile = async <T>(
    projectId: string,
    path: string,
    open: (key: string, within: string) => Promise<T | undefined>,
  ): Promise<T | undefined> => {
    const page = parsePagePath(path);
    const backend = options.backend;
    if (!page || !backend) return undefined;
    return readPointedFile(() => backend.pageFileLocation(projectId, page.slug, page.kind), open);
  };

  /** A preview page: the saved html rendered as a publish renders it. */
  const previewHtml = async (projectId: string, path: string): Promise<Buffer | undefined> => {
    if (!options.backend) return undefined;
    const saved = await savedPageFile(projectId, path, (key, within) =>
      options.storage.read(key, { within }).catch(() => undefined),
    );
    if (!saved) return undefined;
    return (await options.backend.previewTransform(projectId))(path, saved);
  };

  /** A page file of a project's last save, or else the project folder's file at `path`. */
  const sendProjectFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    projectId: string,
    path: string,
    type: string,
  ) => {
    const page = await savedPageFile(projectId, path, (key, within) =>
      openStoredFile(options.storage, key, within),
    );
    if (!page) return sendFolderFile(request, reply, projectId, path, type);
    reply.header('cache-control', 'no-cache');
    return sendFileBody(request, reply, page, type);
  };

  const formSiteOf = async (request: FastifyRequest): Promise<FormSite | undefined> => {
    const site = await siteOf(request);
    if (!site) return undefined;
    return {
      projectId: site.projectId,
      async pageHtml(slug) {
        const path = `${slug}.html`;
        if (site.kind === 'preview') return (await previewHtml(site.projectId, path))?.toString('utf8');
        const key = `${site.folder}/${path}`;
        if (!isSafeKey(key)) return undefined;
        const bytes = await options.storage.read(key, { within: site.folder }).catch(() => undefined);
        return bytes?.toString('utf8');
      },
    };
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const site = ownSites.get(request);
    // A visitor who asked for a page the site does not have gets a page, not the JSON error.
    if (reply.statusCode === 404 && wantsPage(request)) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      payload = notFoundPage(site ? '/' : null);
    }
    if (site?.kind === 'preview') reply.header('x-robots-tag', 'noindex');
    // Only the shared origin is sandboxed: a site of its own origin runs as its owner expects.
    if (!site && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', SITES_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Public library files may already allow any origin (fonts from sandboxed pages need it).
    if (!reply.hasHeader('access-control-allow-origin'))
      reply.header('access-control-allow-origin', options.appOrigin);
    if (!reply.hasHeader('vary')) reply.header('vary', 'Origin');
    return payload;
  });

  const vendorBytes = new Map<string, Promise<Buffer>>();
  /**
   * Library files come with the server and never change while it runs: read once, then kept (the
   * whole library is about 10 MB, so this never grows past it), and so is each compressed variant of
   * its stylesheets and scripts (a few hundred KB in all). Every builder open asks for Bootstrap,
   * Font Awesome and Animate.css; compressing them again for each took the server's thread while
   * the page's own files waited behind them.
   */
  const vendorFile = (key: string, make: () => Promise<Buffer>) => {
    let bytes = vendorBytes.get(key);
    if (!bytes) {
      bytes = make();
      vendorBytes.set(key, bytes);
      bytes.catch(() => vendorBytes.delete(key));
    }
    return bytes;
  };
  const sendVendor = async (request: FastifyRequest, path: string, type: string, reply: FastifyReply) => {
    const file = resolveVendorFile(path.slice(VENDOR_PREFIX.length));
    if (!file) throw notFound('File');
    const bytes = await vendorFile(file, () => readFile(file));
    // Sandboxed pages have an opaque origin: web fonts load only with CORS open to any origin.
    reply.header('cache-control', 'public, max-age=86400').header('access-control-allow-origin', '*');
    const coding =
      request.method === 'HEAD' || request.headers.range || bytes.length < PRECOMPRESS_MIN_BYTES
        ? undefined
        : acceptedPrecompressed(request.headers['accept-encoding'], path);
    if (coding) {
      const variant = await vendorFile(`${file}${PRECOMPRESSED[coding]}`, () => compressText(bytes, coding));
      request.headers['x-no-compression'] = '1';
      reply.header('content-encoding', coding).header('vary', 'Origin, Accept-Encoding');
      return sendFileBody(request, reply, variant, type);
    }
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

  /**
   * A file stored under `folder` (a project's saved files or a publish), else the library's; revalidated
   * on every use, except a content-hashed stylesheet or script of a publish, whose name changes with its bytes.
   */
  const sendFolderFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    folder: string,
    path: string,
    type: string,
  ) => {
    const key = `${folder}/${path}`;
    if (!isSafeKey(key)) throw notFound('File');
    reply.header(
      'cache-control',
      HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    // A publish carries its text files precompressed: the variant the browser takes, as is (not for a
    // byte range, whose offsets count the plain bytes).
    const coding =
      folder.startsWith(`${PUBLISHED_ROOT}/`) && !request.headers.range
        ? acceptedPrecompressed(request.headers['accept-encoding'], path)
        : undefined;
    if (coding) {
      const variant = await openStoredFile(options.storage, `${key}${PRECOMPRESSED[coding]}`, folder);
      if (variant !== undefined) {
        request.headers['x-no-compression'] = '1';
        reply.header('content-encoding', coding).header('vary', 'Origin, Accept-Encoding');
        return sendFileBody(request, reply, variant, type);
      }
    }
    const file = await openStoredFile(options.storage, key, folder);
    if (file === undefined) return sendContentAsset(request, path, type, reply);
    return sendFileBody(request, reply, file, type);
  };

  /** The file a site of its own origin (published or preview) has at the request's path. */
  const serveOwnSite = async (request: FastifyRequest, reply: FastifyReply, site: OwnSite) => {
    const path = sitePath(request.url);
    if (!path) throw notFound('File');
    const type = contentTypeOf(path);
    if (!type) throw notFound('File');
    if (path.startsWith(VENDOR_PREFIX)) return sendVendor(request, path, type, reply);
    if (site.kind === 'preview' && /^[a-z0-9-]+\.html$/.test(path)) {
      const html = await previewHtml(site.projectId, path);
      if (!html) throw notFound('Page');
      reply.header('cache-control', 'no-cache');
      return sendFileBody(request, reply, html, type);
    }
    if (site.kind === 'preview') return sendProjectFile(request, reply, site.projectId, path, type);
    return sendFolderFile(request, reply, site.folder, path, type);
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

  if (options.backend) {
    void app.register(formRoutes, {
      backend: options.backend,
      siteOf: formSiteOf,
      limits: options.formLimits,
      counters: options.backend.counters,
    });
    void app.register(checkoutRoutes, {
      backend: options.backend,
      siteOf: formSiteOf,
      counters: options.backend.counters,
    });
  }

  // Registered after compression, so its hook covers the route (plugins load in order).
  void app.register(async (routes) =>
    routes.get('/*', async (request, reply) => {
      // Asked first, then served: an awaited reply resolves to nothing once sent, so the answer of
      // serving cannot say whether it served (it did, and a 404 thrown after would be logged as an error).
      const own = await siteOf(request);
      if (own) return serveOwnSite(request, reply, own);
      const segments = segmentsOf(request.url);
      if (segments?.[0] === 'media') return serveMedia(request, segments, reply);
      if (segments?.[0] === TEMPLATE_PREVIEW_PREFIX) return serveTemplatePreview(request, segments, reply);
      const [projectId, ...rest] = segments ?? [];
      if (!projectId || !Id.safeParse(projectId).success || rest.length === 0) throw notFound('File');
      const path = rest.join('/');
      const type = contentTypeOf(path);
      if (!type) throw notFound('File');

      if (path.startsWith(VENDOR_PREFIX)) return sendVendor(request, path, type, reply);

      return sendProjectFile(request, reply, projectId, path, type);
    }),
  );

  return app;
}
