/**
 * `GET /api/health` and `GET /api/ready` (issue 26 "Health"; api/health.ts). Both public and cheap,
 * for a load balancer's health checks (docs/deployment.md):
 * - health: 200 while the database answers `select 1` and the storage its ping, each within
 *   `CHECK_TIMEOUT_MS`; otherwise 503 `{code, message, status: 'failing', checks}` naming the failing
 *   part. The reason stays in the log: addresses and credentials never reach the answer.
 * - ready: the app registers its routes only after migrating, so answering at all means migrated;
 *   503 once shutdown has started draining (`app.lifecycle.draining`), so the balancer stops sending
 *   new requests while in-flight ones finish.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CheckState, HealthResponse, ReadyResponse } from '../../api/health.ts';
import { replies } from './replies.ts';

/** How long one check may take before it counts as failing. */
export const CHECK_TIMEOUT_MS = 3000;

/** Settles with `work`, or rejects after `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.store;
  const check = async (name: string, work: () => Promise<unknown>): Promise<CheckState> => {
    try {
      await within(work(), CHECK_TIMEOUT_MS);
      return 'ok';
    } catch (error) {
      app.log.error({ err: error }, `health check failed: ${name}`);
      return 'failing';
    }
  };

  app.get(
    '/health',
    { schema: { tags: ['health'], response: replies(HealthResponse) } },
    async (_request, reply) => {
      const [database, files] = await Promise.all([
        check('database', () => db.execute(sql`select 1`)),
        check('storage', () => (storage.ping ? storage.ping() : storage.list('health'))),
      ]);
      const checks = { database, storage: files };
      reply.header('cache-control', 'no-store');
      if (database === 'ok' && files === 'ok')
        return { code: 200 as const, message: 'OK', status: 'ok' as const, checks };
      const failing = Object.entries(checks)
        .filter(([, state]) => state === 'failing')
        .map(([name]) => name);
      return reply.code(503).send({
        code: 503,
        message: `Unavailable: ${failing.join(' and ')} not answering`,
        status: 'failing',
        checks,
      });
    },
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: replies(ReadyResponse) } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining)
        return reply.code(503).send({ code: 503, message: 'Shutting down: finishing in-flight requests' });
      return { code: 200 as const, message: 'Ready', status: 'ready' as const };
    },
  );
};
