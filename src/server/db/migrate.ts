/**
 * A small versioned migrator: runs the ordered `NNNN_name.sql` files of ./migrations that are not yet
 * recorded in `schema_migrations`, each in its own transaction, on PGlite or PostgreSQL alike.
 * On PostgreSQL an advisory lock makes concurrent starts of several instances safe.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './connect.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
const ADVISORY_LOCK_KEY = 732_451_001;

export interface Migration {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 4), name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/** Applies pending migrations; returns the names applied (empty when up to date). */
export async function migrate(client: SqlClient, migrations = listMigrations()): Promise<string[]> {
  const applied: string[] = [];
  const useAdvisoryLock = await hasAdvisoryLocks(client);
  // The lock comes first: two `CREATE TABLE IF NOT EXISTS` at once on an empty database race in
  // PostgreSQL ("type schema_migrations already exists"), as two instances starting together would.
  if (useAdvisoryLock) await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
  try {
    await client.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      const record = `INSERT INTO schema_migrations (version, name) VALUES ('${migration.version}', '${migration.name}');`;
      await client.exec(`BEGIN;\n${migration.sql}\n;${record}\nCOMMIT;`).catch(async (error: unknown) => {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      });
      applied.push(migration.name);
    }
  } finally {
    if (useAdvisoryLock) await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]);
  }
  return applied;
}

async function hasAdvisoryLocks(client: SqlClient): Promise<boolean> {
  const rows = await client.query<{ version: string }>('SELECT version() AS version');
  return !(rows[0]?.version ?? '').includes('PGlite');
}
