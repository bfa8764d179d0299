/**
 * Builds the two Fastify applications without listening (STYLE "Server"; main.ts listens):
 * - `buildApp`: the app origin — the JSON API under `/api` (zod schemas of src/api, the envelope of
 *   spec §8, OpenAPI at `/api/openapi.json`, docs at `/api/docs`) and, when built, the SPA with an
 *   index.html fallback for non-API paths. Opens and migrates the database; closing the app closes it.
 * - `buildSitesApp`: the sites origin serving saved pages (see sites/sites-app.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { AUTH_HEADER } from '../api/auth.ts';
import type { ProviderTuning } from './ai/provider.ts';
import { type CounterStore, createDbCounters, createMemoryCounters } from './auth/counters.ts';
import { createRevocationAnnouncer, startRevocationListener } from './auth/revocations.ts';
import { type AiSettings, aiSettings, DEFAULT_SITES_DOMAIN } from './config.ts';
import { CONTENT_ROOT } from './content/library.ts';
import { createSecretBox, verifySecretKey } from './crypto/secret-box.ts';
import { DEFAULT_FILE_LIMITS, type FileLimits } from './data/files.ts';
import { pageFileLocation } from './data/page-files.ts';
import { loadSiteTransform } from './data/project-settings.ts';
import { createStore, DEFAULT_STORE_OPTIONS, type Store, type StoreOptions } from './data/store.ts';
import { type Database, openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { CONTENT_URL_PREFIX } from './routes/template.ts';
import './fastify-types.ts';
import type { CampaignSettings } from './campaign/campaign-service.ts';
import { answerFrameworkError, installEnvelope } from './http/envelope.ts';
import { redactUrl, serializeError } from './http/log-redact.ts';
import { documentSecurity } from './http/openapi-security.ts';
import { installRequestGuards } from './http/request-guards.ts';
import { installAppSecurityHeaders } from './http/security-headers.ts';
import { createJobQueue, DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs/queue.ts';
import { createMailer, type MailSettings } from './mail/mailer.ts';
import { createResolver, type DnsTarget } from './net/dns-check.ts';
import { createOutboundClient, type OutboundOptions } from './net/outbound.ts';
import type { StripeSettings } from './payments/stripe-gateway.ts';
import { aiDocsRoute } from './routes/ai.ts';
import { DEFAULT_AUTH_LIMITS } from './routes/auth.ts';
import { apiRoutes, type RouteOptions } from './routes/index.ts';
import { SUBSCRIBE_PATH } from './routes/subscriber.ts';
import type { FormLimits } from './sites/form-routes.ts';
import { createSitesApp, type SitesBackend } from './sites/sites-app.ts';
import { createLocalDiskStorage } from './storage/local-disk.ts';
import { createS3Storage, type S3Settings } from './storage/s3.ts';
import type { Storage } from './storage/storage.ts';

export interface AppOptions {
  /** Embedded database (`<dataDir>/db`) and files (`<dataDir>/files`). */
  readonly dataDir: string;
  /** Use this PostgreSQL instead of the embedded database. */
  readonly databaseUrl?: string | undefined;
  /**
   * An already open database to use (and leave open on close) instead of opening one: tests build
   * two apps on one database, as two instances share one PostgreSQL.
   */
  readonly database?: Database | undefined;
  /**
   * Count rate limits in the database's `rate_counters`, shared by every instance on it. Default: with
   * PostgreSQL yes; with the embedded database no (one process owns it, so counting in the process is
   * the same and cheaper).
   */
  readonly sharedCounters?: boolean | undefined;
  /**
   * Prefix of this app's keys in the shared rate-limit counters: instances that share limits leave it
   * unset; tests on one shared PostgreSQL give each app its own so their limits stay apart.
   */
  readonly counterScope?: string | undefined;
  /** Keep files in this S3-compatible bucket instead of `<dataDir>/files` (S3_* settings). */
  readonly s3?: S3Settings | undefined;
  /** The spec's `{hostedBase}`: where the sites origin serves saved pages. */
  readonly hostedBase: string;
  /** The app origin (CORS and links in mails), e.g. `http://localhost:3000`. */
  readonly appOrigin: string;
  /** Projects' free addresses are `{slug}.{sitesDomain}` (default `localhost`). */
  readonly sitesDomain?: string;
  /** Where customers' domains should point, and the DNS servers "Check DNS" asks (default: the hosted base's name, the system's servers). */
  readonly dns?: { readonly target?: DnsTarget; readonly servers?: readonly string[] };
  /** Server key for secrets at rest (Stripe secret keys); start fails if it cannot decrypt them. */
  readonly secretKey?: string | undefined;
  readonly logger?: FastifyServerOptions['logger'];
  /** Whose `X-Forwarded-For` names the client (settings `TRUST_PROXY`); default: no one's. */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** A built SPA folder (vite's `dist`); served with an index.html fallback when present. */
  readonly spaDir?: string | undefined;
  /** Seed reference data after migrating (main does; tests need not). */
  readonly seed?: boolean;
  readonly auth?: RouteOptions['auth'];
  /** Public form submissions per address (default 20 a minute). */
  readonly formLimit?: RouteOptions['formLimit'];
  readonly store?: StoreOptions;
  /** Upload caps and the per-user quota (defaults in data/files.ts). */
  readonly files?: Partial<FileLimits>;
  /** The outbound client's allowlist and caps (net/outbound.ts). */
  readonly outbound?: OutboundOptions;
  /** Keys answered by `POST /api/key/get_key`, by name (config.ts reads them from the environment). */
  readonly integrationKeys?: Readonly<Record<string, string>>;
  /** Mail transport: SMTP when `smtpUrl` is set, else the dev outbox (config.ts reads SMTP_URL, MAIL_FROM). */
  readonly mail?: MailSettings;
  /** The AI provider (AI_* settings, docs/ai.md); unconfigured by default. `aiTuning` shortens retry waits in tests. */
  readonly ai?: AiSettings;
  readonly aiTuning?: ProviderTuning;
  /** Stripe's address and the fallback webhook signing secret (config.ts reads STRIPE_API_BASE, STRIPE_WEBHOOK_SECRET). */
  readonly stripe?: StripeSettings;
  /** Mailchimp's and ActiveCampaign's addresses (MAILCHIMP_API_BASE, ACTIVECAMPAIGN_API_BASE; tests: fakes). */
  readonly campaign?: CampaignSettings;
  /** Retry and timeout of queued jobs (JOB_* settings, docs/jobs.md). */
  readonly jobs?: Partial<JobSettings>;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const LOG_REDACT_PATHS = [
  `req.headers["${AUTH_HEADER}"]`,
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.token',
];

/** Login-link tokens travel in app paths and reset tokens in a query: keep both out of request logs. */
export { redactUrl };

/** Request lines without credentials; errors without statement parameters or values (log-redact.ts). */
export const LOG_SERIALIZERS = {
  err: serializeError,
  req(request: { method: string; url: string; host?: string; ip?: string }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};

/** Any logger the apps are given redacts by default: the paths and serializers above, unless overridden. */
export function withLogDefaults(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: base.redact ?? LOG_REDACT_PATHS,
    serializers: { ...LOG_SERIALIZERS, ...base.serializers },
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogDefaults(options.logger),
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    bodyLimit: DEFAULT_BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? (await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }));
  if (!options.database) app.addHook('onClose', async () => database.close());
  try {
    await database.withClient((client) => migrate(client));
    const secrets = createSecretBox(options.secretKey);
    await verifySecretKey(database.db, secrets, options.secretKey);
    const storage = createStorage(options);
    const mailer = createMailer(database.db, app.log, options.mail);
    app.addHook('onClose', async () => mailer.close?.());
    const storeOptions = options.store ?? DEFAULT_STORE_OPTIONS;
    const jobs = createJobQueue(
      database.pglite ? { pglite: database.pglite } : { url: database.url ?? '' },
      app.log,
      { ...DEFAULT_JOB_SETTINGS, ...options.jobs },
    );
    // Before the database closes (preClose runs ahead of every onClose hook): a running job finishes.
    app.addHook('preClose', async () => jobs.stop());
    // One process owns an embedded database (folder lock), so its page cache may trust itself;
    // instances sharing a PostgreSQL confirm each cached page against the row's version.
    const pageCache = { validate: database.kind === 'pg', ...storeOptions.pageCache };
    const store = createStore(
      database.db,
      storage,
      mailer,
      { ...storeOptions, pageCache },
      {
        fileLimits: { ...DEFAULT_FILE_LIMITS, ...options.files },
        secrets,
        hostedBase: options.hostedBase,
        sitesDomain: options.sitesDomain ?? DEFAULT_SITES_DOMAIN,
        domainDns: {
          target: options.dns?.target ?? { cname: new URL(options.hostedBase).hostname },
          resolver: () => createResolver(options.dns?.servers),
        },
        ...(options.stripe && { stripe: options.stripe }),
        jobs,
        log: app.log,
        ...(options.campaign && { campaign: options.campaign }),
        ...(database.kind === 'pg' && {
          announceRevocation: createRevocationAnnouncer(database.db, app.log),
        }),
      },
    );
    // Other instances' logouts reach this one's token cache at once (auth/revocations.ts).
    if (database.kind === 'pg' && database.url) {
      const revocations = startRevocationListener(database.url, store.sessionCache, app.log);
      app.addHook('onClose', async () => revocations.close());
      await revocations.ready;
    }
    if (options.seed) await seed(database.db);
    await jobs.start();
    await store.campaign.resumePending();
    app.decorate('store', store);
    app.decorate('serverConfig', {
      hostedBase: options.hostedBase,
      appOrigin: options.appOrigin,
      sitesDomain: options.sitesDomain ?? DEFAULT_SITES_DOMAIN,
      integrationKeys: options.integrationKeys ?? {},
    });
    app.decorate('outbound', createOutboundClient(options.outbound));
    app.decorate('lifecycle', { draining: false });
    // Rate-limit counters: in the database when instances may share it (auth/counters.ts).
    app.decorate(
      'counters',
      (options.sharedCounters ?? database.kind === 'pg')
        ? createDbCounters(database.db, options.counterScope)
        : createMemoryCounters(),
    );
    // Readiness turns 503 as soon as closing starts, before the listener stops (routes/health.ts).
    app.addHook('preClose', async () => {
      app.lifecycle.draining = true;
    });
    app.decorateRequest('customer', null);
    app.decorateRequest('authToken', null);

    installEnvelope(app, await spaFallback(app, options.spaDir));
    installRequestGuards(app);
    // Thumbnails and images of the shipped content library, for the template and section pickers.
    await app.register(fastifyStatic, {
      root: CONTENT_ROOT,
      prefix: CONTENT_URL_PREFIX,
      decorateReply: false,
      index: false,
      allowedPath: (path) =>
        /^\/(thumbnails|images|videos)\/[A-Za-z0-9/_.-]+$/.test(path) && !path.includes('..'),
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=3600');
      },
    });
    installAppSecurityHeaders(app, options.hostedBase);
    const appCors = {
      origin: [options.appOrigin],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', AUTH_HEADER, 'idempotency-key'],
    };
    // Published pages on any domain post their forms here: any origin, never credentials.
    const publicFormCors = {
      origin: '*',
      credentials: false,
      methods: ['POST'],
      allowedHeaders: ['content-type', 'idempotency-key'],
    };
    await app.register(cors, {
      delegator: (request, callback) =>
        callback(null, (request.url ?? '').split('?')[0] === SUBSCRIBE_PATH ? publicFormCors : appCors),
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Pagewright API',
          version: '0.1.0',
          description: 'Answers are `{code, message, ...data}`.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: AUTH_HEADER } } },
        security: [{ session: [] }],
      },
      transform: (input) => documentSecurity(input.route.method, jsonSchemaTransform(input)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(apiRoutes, {
      prefix: '/api',
      auth: options.auth ?? DEFAULT_AUTH_LIMITS,
      formLimit: options.formLimit,
      ai: { settings: options.ai ?? aiSettings({}), ...(options.aiTuning && { tuning: options.aiTuning }) },
    });
    // How to connect an AI provider, linked from the builder (outside /api: a document, not a call).
    await app.register(aiDocsRoute);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** Registers the SPA's static files and answers the index.html fallback for GET/HEAD outside `/api`. */
async function spaFallback(app: FastifyInstance, spaDir: string | undefined) {
  if (!spaDir || !existsSync(join(spaDir, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: resolve(spaDir),
    wildcard: false,
    index: 'index.html',
    // The build writes .br and .gz copies of its text files (vite.config.ts); a browser that accepts
    // one gets it, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return async (request: { method: string; url: string }, reply: { sendFile(name: string): unknown }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url === '/api' || request.url.startsWith('/api/')) return false;
    await reply.sendFile('index.html');
    return true;
  };
}

/** S3-compatible storage when configured, else local disk under `<dataDir>/files`. */
export function createStorage(options: { dataDir: string; s3?: S3Settings | undefined }): Storage {
  return options.s3 ? createS3Storage(options.s3) : createLocalDiskStorage(join(options.dataDir, 'files'));
}

export interface SitesOptions {
  readonly dataDir: string;
  readonly s3?: S3Settings | undefined;
  readonly appOrigin: string;
  readonly logger?: FastifyServerOptions['logger'];
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** The app's store: with it the sites origin serves preview domains and takes forms. */
  readonly store?: Store;
  /** The app's rate-limit counters (`app.counters`), so form and checkout limits share its scope. */
  readonly counters?: CounterStore;
  readonly sitesDomain?: string;
  readonly formLimits?: FormLimits;
}

/** The database calls the sites origin makes, on the app's store (one process, one database). */
export function sitesBackend(store: Store, counters?: CounterStore): SitesBackend {
  return {
    counters: counters ?? createMemoryCounters(),
    projectForSlug: async (slug) => (await store.projects.findBySlug(slug))?.id,
    previewTransform: (projectId) => loadSiteTransform(store.db, projectId, { forms: true }),
    pageFileLocation: (projectId, slug, kind) => pageFileLocation(store.db, projectId, slug, kind),
    pageSlug: (projectId, pageId) => store.pages.slugOf(projectId, pageId),
    submit: (input) => store.subscribers.submit(input),
    idempotency: store.idempotency,
    payments: store.payments,
    stripe: store.stripe,
  };
}

export function buildSitesApp(options: SitesOptions): FastifyInstance {
  return createSitesApp({
    storage: options.store?.storage ?? createStorage(options),
    appOrigin: options.appOrigin,
    logger: withLogDefaults(options.logger),
    trustProxy: options.trustProxy ?? false,
    sitesDomain: options.sitesDomain ?? DEFAULT_SITES_DOMAIN,
    ...(options.store && { backend: sitesBackend(options.store, options.counters) }),
    ...(options.formLimits && { formLimits: options.formLimits }),
  });
}
