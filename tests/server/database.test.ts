/**
 * The database layer: the Drizzle schema matches the migrated tables column for column, migrations
 * are idempotent, and a PGlite data folder opens in one process at a time with a clear error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSectionLibrary } from '../../src/server/content/library.ts';
import { type Database, openDatabase, pgliteFolder } from '../../src/server/db/connect.ts';
import { seedContent } from '../../src/server/db/content-seed.ts';
import { FolderLockedError } from '../../src/server/db/folder-lock.ts';
import { HELP_SEED } from '../../src/server/db/help-seed.ts';
import { listMigrations, migrate } from '../../src/server/db/migrate.ts';
import * as schema from '../../src/server/db/schema.ts';
import { seed } from '../../src/server/db/seed.ts';
import { createTestDataDir } from './helpers.ts';

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('schema and migrations', () => {
  it('every Drizzle column exists in the migrated database with the same nullability', async () => {
    const rows = await database.withClient((client) =>
      client.query<{ table_name: string; column_name: string; is_nullable: string }>(
        "SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'",
      ),
    );
    const actual = new Set(rows.map((row) => `${row.table_name}.${row.column_name}:${row.is_nullable}`));
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        expect(actual).toContain(`${config.name}.${column.name}:${column.notNull ? 'NO' : 'YES'}`);
      }
    }
  });

  it('running the migrations again applies nothing', async () => {
    expect(await database.withClient((client) => migrate(client))).toEqual([]);
  });
  it('counts a template’s real uses: none when shipped, recounted from projects on upgrade (0015)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pagewright-usage-'));
    const fresh = await openDatabase({ dataDir: folder });
    try {
      await fresh.withClient((client) => migrate(client));
      await seed(fresh.db);
      await fresh.withClient(async (client) => {
        const counts = await client.query<{ usage_count: number }>('SELECT usage_count FROM templates');
        expect(counts.length).toBeGreaterThan(10);
        expect(counts.every((row) => row.usage_count === 0)).toBe(true);
        // An install from before 0015 had seeded numbers: the migration puts the real count in their place.
        const [template] = await client.query<{ id: string }>('SELECT id FROM templates ORDER BY id LIMIT 1');
        await client.exec(`INSERT INTO customers (id, email, password_hash, first_name, last_name)
          VALUES ('00000000-0000-4000-8000-000000000002', 'u@example.com', 'x', 'U', 'V')`);
        for (const i of [1, 2])
          await client.query(
            `INSERT INTO projects (id, owner_id, project_name, slug, template_id)
             VALUES ($1, '00000000-0000-4000-8000-000000000002', 'From template', $2, $3)`,
            [`20000000-0000-4000-8000-00000000000${i}`, `from-template-${i}`, template!.id],
          );
        await client.exec('UPDATE templates SET usage_count = 2420');
        const recount = listMigrations().find((migration) => migration.version === '0015')!;
        await client.exec(recount.sql);
        const after = await client.query<{ id: string; usage_count: number }>(
          'SELECT id, usage_count FROM templates',
        );
        for (const row of after) expect(row.usage_count, row.id).toBe(row.id === template!.id ? 2 : 0);
      });
    } finally {
      await fresh.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('gives projects made before free addresses a unique slug from their name (0013)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pagewright-migrate-'));
    const old = await openDatabase({ dataDir: folder });
    try {
      const all = listMigrations();
      const before = all.filter((migration) => migration.version < '0013');
      await old.withClient(async (client) => {
        await migrate(client, before);
        await client.exec(`INSERT INTO customers (id, email, password_hash, first_name, last_name)
          VALUES ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'x', 'A', 'B')`);
        const names = ['Acme Coaching', 'acme  coaching!', 'www', '日本', 'Bake & Co'];
        for (const [i, name] of names.entries()) {
          await client.query(
            `INSERT INTO projects (id, owner_id, project_name, created_at)
             VALUES ($1, '00000000-0000-4000-8000-000000000001', $2, now() + ($3 || ' seconds')::interval)`,
            [`10000000-0000-4000-8000-00000000000${i}`, name, String(i)],
          );
        }
        await migrate(client, all);
        const rows = await client.query<{ project_name: string; slug: string }>(
          'SELECT project_name, slug FROM projects ORDER BY created_at',
        );
        expect(rows.map((row) => row.slug)).toEqual([
          'acme-coaching',
          'acme-coaching-10000000',
          'www-10000000',
          'site',
          'bake-co',
        ]);
      });
    } finally {
      await old.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

// PostgreSQL only (`npm run test:pg`): several instances starting at once on an empty database.
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('run once, and seed once, when two instances start on an empty database at the same time', async () => {
    const name = `pw_migrate_race_${process.pid}_${Date.now()}`;
    await database.withClient((client) => client.exec(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const first = await openDatabase({ dataDir, databaseUrl: url.toString() });
    const second = await openDatabase({ dataDir, databaseUrl: url.toString() });
    try {
      const [a, b] = await Promise.all([
        first.withClient((client) => migrate(client)),
        second.withClient((client) => migrate(client)),
      ]);
      expect([...a, ...b].sort()).toEqual(listMigrations().map((migration) => migration.name));
      const rows = await first.withClient((client) =>
        client.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations'),
      );
      expect(Number(rows[0]?.n)).toBe(listMigrations().length);

      // Then both seed (app.ts does at every start): one writes, the other waits and finds it done.
      // The content library first on its own: the largest writes, where the two raced.
      await Promise.all([seedContent(first.db), seedContent(second.db)]);
      await Promise.all([seed(first.db), seed(second.db)]);
      const [counts] = await first.withClient((client) =>
        client.query<{ sections: string; help: string }>(
          `SELECT (SELECT count(*) FROM library_sections)::text AS sections,
                  (SELECT count(*) FROM help_articles)::text AS help`,
        ),
      );
      expect(Number(counts?.sections)).toBe((await loadSectionLibrary()).length);
      expect(Number(counts?.help)).toBe(HELP_SEED.flatMap((category) => category.articles).length);
    } finally {
      await first.close();
      await second.close();
      await database.withClient((client) => client.exec(`DROP DATABASE ${name}`));
    }
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('data folder lock', () => {
  it('refuses a second open of the same PGlite folder with a clear error', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(FolderLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in process \d+/);
  });

  it('keeps the pid file beside the database folder', () => {
    expect(`${pgliteFolder(dataDir)}.lock`).toBe(join(dataDir, 'db.lock'));
  });
});
