/**
 * Test helpers for the server suites: a migrated PGlite template folder built once per migration set
 * and copied per app (fast: initdb runs once), `createTestApp` for app.inject tests, and small call
 * helpers that register users and send authenticated requests.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AUTH_HEADER } from '../../src/api/auth.ts';
import { type AppOptions, buildApp, buildSitesApp } from '../../src/server/app.ts';
import type { CounterStore } from '../../src/server/auth/counters.ts';
import { parsePagePath, readPageFile } from '../../src/server/data/page-files.ts';
import { openDatabase, pgliteFolder } from '../../src/server/db/connect.ts';
import { listMigrations, migrate } from '../../src/server/db/migrate.ts';
import type { FormLimits } from '../../src/server/sites/form-routes.ts';
import { createS3Client, type S3Settings } from '../../src/server/storage/s3.ts';

export const HOSTED_BASE = 'http://127.0.0.1:3001';
export const APP_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse battery';
/** The SECRET_KEY of every test app (test:pg shares one database across files, so it must not vary). */
export const TEST_SECRET_KEY = 'test-secret-key-for-pagewright';
/**
 * Cheap scrypt and limits no suite meets (every injected request comes from one address); production
 * cost and limits are DEFAULT_PASSWORD_COST and DEFAULT_AUTH_LIMITS, tested in password.test.ts and
 * auth-limits.test.ts.
 */
const NEVER_WAIT = { freeFailures: 10_000, baseDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 };
export const TEST_AUTH = {
  loginFailuresPerAddress: NEVER_WAIT,
  loginFailuresPerAccount: NEVER_WAIT,
  loginPerAddress: { max: 10_000, windowMs: 60_000 },
  registerPerAddress: { max: 10_000, windowMs: 60_000 },
  resetMailsPerRecipient: { max: 10_000, windowMs: 60_000 },
  passwordCost: { N: 1024, r: 8, p: 1 },
};

/**
 * The test databases' page cache. PostgreSQL's default (128 MB, what initdb writes) is memory PGlite
 * zeroes at every open, ≈ 0.4 s of CPU a test app and more in a fresh process; the tests' databases
 * hold a few MB. Set in the template's postgresql.conf, so every copy and every server process the tests
 * start opens with it (docs/benchmarks.md, "Unit suite wall time").
 */
const TEST_SHARED_BUFFERS = '16MB';

function migrationsHash(): string {
  const hash = createHash('sha256').update(TEST_SHARED_BUFFERS);
  for (const migration of listMigrations()) hash.update(migration.name).update(migration.sql);
  return hash.digest('hex').slice(0, 16);
}

/** A data folder whose `db` holds a migrated database; built once, then reused across runs. */
async function templateDataDir(): Promise<string> {
  const template = join(tmpdir(), `pagewright-test-template-${migrationsHash()}`);
  if (existsSync(join(pgliteFolder(template), 'PG_VERSION'))) return template;
  const building = `${template}.tmp-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: building });
  try {
    await database.withClient((client) => migrate(client));
  } finally {
    await database.close();
  }
  const conf = join(pgliteFolder(building), 'postgresql.conf');
  const settings = readFileSync(conf, 'utf8');
  if (!/^shared_buffers = /m.test(settings)) throw new Error(`no shared_buffers line in ${conf}`);
  writeFileSync(conf, settings.replace(/^shared_buffers = \S+/m, `shared_buffers = ${TEST_SHARED_BUFFERS}`));
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
  return template;
}

/** A fresh temp data folder with a migrated database, when DATABASE_URL is not used. */
export async function createTestDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewright-test-'));
  if (!process.env.TEST_DATABASE_URL) {
    cpSync(pgliteFolder(await templateDataDir()), pgliteFolder(dataDir), { recursive: true });
  }
  return dataDir;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly dataDir: string;
  close(): Promise<void>;
}

/**
 * With TEST_S3_ENDPOINT (an s3rver: `node --openssl-legacy-provider scripts/s3-test-server.mjs <dir>`),
 * each test app keeps its files in a bucket of its own there instead of on disk.
 */
async function testBucket(): Promise<S3Settings | undefined> {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) return undefined;
  const settings: S3Settings = {
    endpoint,
    region: 'us-east-1',
    bucket: `app-${randomUUID()}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  // Only these runs need the AWS SDK: every server test file imports this module.
  const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const client = await createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return settings;
}

/** An app on a copy of the template database (or on TEST_DATABASE_URL when set, for `test:pg`). */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? (await createTestDataDir());
  const s3 = await testBucket();
  const app = await buildApp({
    dataDir,
    databaseUrl: process.env.TEST_DATABASE_URL,
    hostedBase: HOSTED_BASE,
    appOrigin: APP_ORIGIN,
    auth: TEST_AUTH,
    secretKey: TEST_SECRET_KEY,
    // Rate-limit counters live in the database, which test:pg shares across files: each app counts apart.
    counterScope: randomUUID(),
    ...(s3 && { s3 }),
    ...overrides,
  });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

export function uniqueEmail(label = 'user'): string {
  userCounter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${userCounter}@example.test`;
}

export interface TestUser {
  readonly token: string;
  readonly paymentToken: string;
  readonly id: string;
  readonly email: string;
}

export async function registerUser(app: FastifyInstance, label = 'user'): Promise<TestUser> {
  const email = uniqueEmail(label);
  const response = await app.inject({
    method: 'POST',
    url: '/api/app_api/register',
    payload: { first_name: 'Test', last_name: label, email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const body = response.json();
  return { token: body.token, paymentToken: body.payment_token, id: body.customer._id, email };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An authenticated JSON call; answers status and parsed body. */
export async function call(
  app: FastifyInstance,
  token: string | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer fields
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    headers: token ? { [AUTH_HEADER]: token } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export async function createProject(app: FastifyInstance, token: string, name = 'My site') {
  const { status, body } = await call(app, token, 'POST', '/api/project/add_project', { project_name: name });
  if (status !== 200) throw new Error(`add_project failed: ${JSON.stringify(body)}`);
  return body.project as { _id: string; page_list: { _id: string; page_slug: string }[] };
}

/** A multipart/form-data body with text fields and one file (for app.inject). */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; type?: string; bytes: Buffer },
) {
  const boundary = `----pagewright${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'upload_file'}"; filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart upload with the session token. */
export async function upload(
  app: FastifyInstance,
  token: string,
  url: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer fields
): Promise<{ status: number; body: any }> {
  const { payload, contentType } = multipartBody(fields, file);
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { [AUTH_HEADER]: token, 'content-type': contentType, ...headers },
  });
  return { status: response.statusCode, body: response.json() };
}

export interface HostAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A real HTTP request to the sites server on `port` as a browser asking for `host` would send it. */
export function requestAsHost(
  port: number,
  host: string,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { host, ...options.headers };
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The sites server on the test app's store (preview domains under `localhost`, forms), not yet listening. */
export function sitesFor(
  t: TestApp,
  formLimits?: FormLimits,
  counters: CounterStore = t.app.counters,
): FastifyInstance {
  return buildSitesApp({
    dataDir: t.dataDir,
    appOrigin: APP_ORIGIN,
    store: t.app.store,
    counters,
    sitesDomain: 'localhost',
    ...(formLimits && { formLimits }),
  });
}

/** Starts `app` on a free loopback port; answers the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A saved project file at its hosted path (`{projectId}/{slug}.html`, `{projectId}/css/{slug}.css`, …),
 * read as the sites origin reads it: a page's files through the page's pointer to its last save.
 */
export async function savedFile(t: TestApp, key: string): Promise<string | undefined> {
  const [projectId = '', ...rest] = key.split('/');
  const page = parsePagePath(rest.join('/'));
  const bytes = page
    ? await readPageFile(t.app.store.db, t.app.store.storage, projectId, page.slug, page.kind)
    : await t.app.store.storage.read(key);
  return bytes?.toString('utf8');
}
