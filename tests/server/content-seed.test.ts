/**
 * The content library's seed at start (src/server/db/content-seed.ts): a start with the library and the
 * schema of the last seed writes no row; a library that changed since, or a new migration, seeds again,
 * putting back every row that differs and every row that went missing.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/connect.ts';
import { CONTENT_SEED_KEY, seedContent } from '../../src/server/db/content-seed.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTestDataDir } from './helpers.ts';

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
  // Under test:pg alone this file may be the first to reach the database.
  await database.withClient((client) => migrate(client));
});
afterAll(async () => {
  // Under test:pg the library is shared with the other files: leave it as shipped.
  await seedContent(database.db);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sql = <Row>(text: string, params?: unknown[]) =>
  database.withClient((client) => client.query<Row>(text, params));

/** A library section's title as stored. */
const sectionTitle = async (id: string) =>
  (await sql<{ section_title: string }>('SELECT section_title FROM library_sections WHERE id = $1', [id]))[0]
    ?.section_title;

/** Every library row with its row version (`xmin` changes whenever a row is written). */
const rowVersions = () =>
  sql<{ id: string; xmin: string }>(
    `SELECT id, xmin::text AS xmin FROM library_sections
     UNION ALL SELECT id, xmin::text AS xmin FROM templates ORDER BY id`,
  );

const fingerprint = async () =>
  (await sql<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [CONTENT_SEED_KEY]))[0]
    ?.value;

describe('content seed', () => {
  it('writes nothing when the library and the schema are those of the last seed', async () => {
    await seedContent(database.db);
    const seeded = await rowVersions();
    expect(seeded.length).toBeGreaterThan(10);
    expect(await fingerprint()).toMatch(/^[0-9a-f]{64}$/);

    await seedContent(database.db);
    expect(await rowVersions()).toEqual(seeded);
  });

  it('seeds again when the library changed since the last seed', async () => {
    await seedContent(database.db);
    const current = await fingerprint();
    const [section] = await sql<{ id: string; section_title: string }>(
      'SELECT id, section_title FROM library_sections ORDER BY id LIMIT 1',
    );
    const [template] = await sql<{ id: string }>('SELECT id FROM templates ORDER BY id LIMIT 1');
    // What a release with another library finds: rows and fingerprint of the one before.
    await sql("UPDATE server_keys SET value = 'an older library' WHERE name = $1", [CONTENT_SEED_KEY]);
    await sql("UPDATE library_sections SET section_title = 'Stale' WHERE id = $1", [section!.id]);
    await sql('DELETE FROM templates WHERE id = $1', [template!.id]);

    await seedContent(database.db);
    expect(await sectionTitle(section!.id)).toBe(section!.section_title);
    expect(await sql('SELECT id FROM templates WHERE id = $1', [template!.id])).toHaveLength(1);
    expect(await fingerprint()).toBe(current);
  });

  it('seeds again after a new migration, the library unchanged', async () => {
    await seedContent(database.db);
    const [section] = await sql<{ id: string; section_title: string }>(
      'SELECT id, section_title FROM library_sections ORDER BY id LIMIT 1',
    );
    await sql("UPDATE library_sections SET section_title = 'Stale' WHERE id = $1", [section!.id]);
    await sql("INSERT INTO schema_migrations (version, name) VALUES ('9999', '9999_later.sql')");
    try {
      await seedContent(database.db);
      expect(await sectionTitle(section!.id)).toBe(section!.section_title);
    } finally {
      await sql("DELETE FROM schema_migrations WHERE version = '9999'");
    }
  });
});
