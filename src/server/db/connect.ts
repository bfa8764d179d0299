/**
 * Opens the server database: embedded PGlite under `<dataDir>/db` by default, or the PostgreSQL named
 * by `databaseUrl` through `pg`. Both are wrapped in the same Drizzle type (`Db`) and a tiny raw
 * client (`SqlClient`, for the migrator and tests), so every query runs unchanged on either driver.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL access for migrations: `exec` runs a multi-statement script. */
export interface SqlClient {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  readonly kind: 'pglite' | 'pg';
  readonly db: Db;
  /** The embedded instance itself (kind `pglite`), for pg-boss's `fromPglite` adapter (jobs/queue.ts). */
  readonly pglite?: PGlite;
  /** The PostgreSQL address (kind `pg`), for the job queue's own small pool. */
  readonly url?: string;
  /** Runs `fn` on one dedicated connection (session-level locks and scripts need that). */
  withClient<T>(fn: (client: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export function pgliteFolder(dataDir: string): string {
  return join(dataDir, 'db');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const folder = pgliteFolder(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = await lockFolder(folder);
  let client: PGlite;
  try {
    client = await PGlite.create(folder);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    pglite: client,
    withClient: (fn) =>
      fn({
        async exec(script) {
          await client.exec(script);
        },
        async query<Row>(text: string, params?: unknown[]) {
          return (await client.query<Row>(text, params)).rows;
        },
      }),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock.release();
      }
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'pg',
    db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
    url,
    async withClient(fn) {
      const connection = await pool.connect();
      try {
        return await fn({
          async exec(script) {
            await connection.query(script);
          },
          async query<Row>(text: string, params?: unknown[]) {
            return (await connection.query(text, params)).rows as Row[];
          },
        });
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
