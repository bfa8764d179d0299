/**
 * The durable job queue (issue 25 "Background work", ARCHITECTURE "Server"): pg-boss 12 on the
 * server's own database — the embedded PGlite through pg-boss's `fromPglite` adapter (the same single
 * connection Drizzle uses), or PostgreSQL (`DATABASE_URL`) through a small pool of pg-boss's own.
 * docs/jobs.md says why pg-boss and not graphile-worker.
 *
 * Invariants:
 * - A job is queued once per key: its id is derived from (name, key), and a second send of the same
 *   key inserts nothing. Handlers are written to be safe to run twice anyway (a crash between the
 *   provider's answer and the completion runs a job again).
 * - A handler that throws is retried with exponential backoff, up to `retryLimit` times; a job whose
 *   process died (`kill -9`) is taken up again once it has run longer than `timeoutSeconds`.
 * - pg-boss creates its schema (`pgboss` by default) the first time a job is sent, not at every start: most
 *   servers (and every test app) that never queue anything pay nothing. At start, the queue runs at
 *   once when the schema exists, because jobs may be waiting from before a crash.
 * - `stop()` ends every worker and timer (tests build and close many apps; nothing may keep them alive).
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';

export interface JobSettings {
  /** Seconds a job may run before it counts as lost (its process died) and runs again. */
  readonly timeoutSeconds: number;
  /** Retries after the first attempt. */
  readonly retryLimit: number;
  /** The first retry's wait; each later one doubles (with jitter), up to `retryDelayMaxSeconds`. */
  readonly retryDelaySeconds: number;
  readonly retryDelayMaxSeconds: number;
  /** How often an idle worker looks for work (at least 0.5). */
  readonly pollingSeconds: number;
  /** The queue's PostgreSQL schema (tests sharing one PostgreSQL give each app its own). */
  readonly schema: string;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  timeoutSeconds: 300,
  retryLimit: 6,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  pollingSeconds: 2,
  schema: 'pgboss',
};

export interface JobContext {
  readonly id: string;
  /** 0 for the first run. */
  readonly retryCount: number;
  /** True when a throw now fails the job for good (no retry is left). */
  readonly isLastAttempt: boolean;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface JobQueue {
  /** Registers the handler of a job name; call before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Queues `data` once per `key`; true when queued now, false when that key was queued before. */
  send<T extends object>(name: string, data: T, key: string): Promise<boolean>;
  /** Starts working when the queue's tables exist (jobs may be waiting); otherwise the first send starts it. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Where the queue keeps its tables: the embedded instance or a PostgreSQL address. */
export type JobDatabase = { readonly pglite: PGlite } | { readonly url: string };

/** A UUID made from the job's name and key, so the same key always names the same job row. */
export function jobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createJobQueue(
  database: JobDatabase,
  log: FastifyBaseLogger,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
): JobQueue {
  const handlers = new Map<string, JobHandler<object>>();
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let stopped = false;
  /** Each job name's worker, woken when this process queues a job (no wait for its next poll). */
  const workers = new Map<string, string>();

  const make = () =>
    'pglite' in database
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          schema: settings.schema,
          superviseIntervalSeconds: superviseSeconds(settings),
          monitorIntervalSeconds: superviseSeconds(settings),
        })
      : new PgBoss({
          connectionString: database.url,
          max: 3,
          schema: settings.schema,
          superviseIntervalSeconds: superviseSeconds(settings),
          monitorIntervalSeconds: superviseSeconds(settings),
        });

  const run = async (): Promise<PgBoss> => {
    const instance = make();
    instance.on('error', (error: unknown) =>
      log.error({ err: error instanceof Error ? error : new Error(String(error)) }, 'job queue error'),
    );
    await instance.start();
    for (const [name, handler] of handlers) {
      await instance.createQueue(name, {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: settings.retryDelayMaxSeconds,
        expireInSeconds: settings.timeoutSeconds,
      });
      const workerId = await instance.work(
        name,
        { pollingIntervalSeconds: settings.pollingSeconds, includeMetadata: true, batchSize: 1 } as const,
        async ([job]: JobWithMetadata<object>[]) => {
          if (!job) return;
          await handler(job.data, {
            id: job.id,
            retryCount: job.retryCount,
            isLastAttempt: job.retryCount >= job.retryLimit,
          });
        },
      );
      workers.set(name, workerId);
    }
    boss = instance;
    return instance;
  };

  const ensureStarted = (): Promise<PgBoss> => {
    if (stopped) return Promise.reject(new Error('The job queue is stopped'));
    starting ??= run().catch((error: unknown) => {
      starting = undefined;
      throw error;
    });
    return starting;
  };

  return {
    define(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },

    async send(name, data, key) {
      const instance = await ensureStarted();
      const id = await instance.send(name, data, { id: jobId(name, key) });
      const worker = workers.get(name);
      if (id !== null && worker) instance.notifyWorker(worker);
      return id !== null;
    },

    async start() {
      if (await schemaExists(database, settings.schema)) await ensureStarted();
    },

    async stop() {
      stopped = true;
      await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: 5_000, close: true });
      boss = undefined;
    },
  };
}

/**
 * Lost jobs are found by pg-boss's supervisor, in its monitor step: look at least twice per timeout. The
 * monitor has its own interval (60 s by default, stamped in the database), so both are set: with the
 * default alone a job lost at a restart waited up to a minute more than its timeout.
 */
const superviseSeconds = (settings: JobSettings) =>
  Math.max(1, Math.min(60, Math.floor(settings.timeoutSeconds / 2)));

async function schemaExists(database: JobDatabase, schema: string): Promise<boolean> {
  const sql = `SELECT to_regclass($1) IS NOT NULL AS present`;
  const table = `${schema}.version`;
  if ('pglite' in database) {
    const result = await database.pglite.query<{ present: boolean }>(sql, [table]);
    return result.rows[0]?.present === true;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ present: boolean }>(sql, [table]);
    return result.rows[0]?.present === true;
  } finally {
    await client.end();
  }
}
