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
import { createStore, DEFAULT_STORE_OPTIONS, type StoreOptions } from './data/store.ts';
import { openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import './fastify-types.ts';
import { installEnvelope } from './http/envelope.ts';
import { installAppSecurityHeaders } from './http/security-headers.ts';
import { createOutboxMailer } from './mail/mailer.ts';
import { DEFAULT_AUTH_LIMITS } from './routes/auth.ts';
import { apiRoutes, type RouteOptions } from './routes/index.ts';
import { createSitesApp } from './sites/sites-app.ts';
import { createLocalDiskStorage } from './storage/local-disk.ts';

export interface AppOptions {
  /** Embedded database (`<dataDir>/db`) and files (`<dataDir>/files`). */
  readonly dataDir: string;
  /** Use this PostgreSQL instead of the embedded database. */
  readonly databaseUrl?: string | undefined;
  /** The spec's `{hostedBase}`: where the sites origin serves saved pages. */
  readonly hostedBase: string;
  /** The app origin (CORS and links in mails), e.g. `http://localhost:3000`. */
  readonly appOrigin: string;
  /** Server key for secrets at rest (Stripe keys, a later issue). */
  readonly secretKey?: string | undefined;
  readonly logger?: FastifyServerOptions['logger'];
  /** A built SPA folder (vite's `dist`); served with an index.html fallback when present. */
  readonly spaDir?: string | undefined;
  /** Seed reference data after migrating (main does; tests need not). */
  readonly seed?: boolean;
  readonly auth?: RouteOptions['auth'];
  readonly store?: StoreOptions;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const LOG_REDACT_PATHS = [
  `req.headers["${AUTH_HEADER}"]`,
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.token',
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  app.addHook('onClose', async () => database.close());
  try {
    await database.withClient((client) => migrate(client));
    const storage = createLocalDiskStorage(join(options.dataDir, 'files'));
    const store = createStore(
      database.db,
      storage,
      createOutboxMailer(database.db, app.log),
      options.store ?? DEFAULT_STORE_OPTIONS,
    );
    if (options.seed) await seed(database.db);
    app.decorate('store', store);
    app.decorate('serverConfig', { hostedBase: options.hostedBase, appOrigin: options.appOrigin });
    app.decorateRequest('customer', null);
    app.decorateRequest('authToken', null);

    installEnvelope(app, await spaFallback(app, options.spaDir));
    installAppSecurityHeaders(app, options.hostedBase);
    await app.register(cors, {
      origin: [options.appOrigin],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', AUTH_HEADER, 'idempotency-key'],
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
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(apiRoutes, { prefix: '/api', auth: options.auth ?? DEFAULT_AUTH_LIMITS });
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

export interface SitesOptions {
  readonly dataDir: string;
  readonly appOrigin: string;
  readonly logger?: FastifyServerOptions['logger'];
}

export function buildSitesApp(options: SitesOptions): FastifyInstance {
  return createSitesApp({
    storage: createLocalDiskStorage(join(options.dataDir, 'files')),
    appOrigin: options.appOrigin,
    logger: options.logger,
  });
}
