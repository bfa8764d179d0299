/**
 * Loads the shipped content library (issue 6) into the database at start: library sections
 * and templates are upserted from content/ (so a new release updates them), keeping each
 * template's usage count. Sections or templates removed from content/ are removed here too.
 *
 * A start whose library and schema are those of the last seed writes nothing: the rows' fingerprint
 * (with the last migration applied) is kept in `server_keys`, written in the same transaction as the
 * rows. Upserting every row at every start rewrote a few megabytes each time — a new version of each
 * row, as much WAL, and after a `kill -9` the replay of it at the next start (docs/benchmarks.md,
 * "Unit suite wall time").
 *
 * Instances sharing a PostgreSQL start together (a cluster, a rolling deploy): the seed runs under a
 * transaction-level advisory lock and reads the fingerprint again once it holds it, so the second start
 * waits for the first and then writes nothing. Without the lock both inserted the same new rows at once,
 * and the loser's insert broke the unique `section_name` (ON CONFLICT arbitrates on the id alone).
 */
import { createHash } from 'node:crypto';
import { eq, notInArray, sql } from 'drizzle-orm';
import { loadSectionLibrary, loadTemplates } from '../content/library.ts';
import type { Db } from './connect.ts';
import { librarySections, serverKeys, templates } from './schema.ts';

/** The `server_keys` row holding the fingerprint of the library last seeded. */
export const CONTENT_SEED_KEY = 'content_seeded';

/** The advisory lock every seed at start holds while it writes (seed.ts takes it too). */
const SEED_LOCK_KEY = 732_451_002;

/** Holds the seeds' lock until `tx` ends: a second instance starting at once waits here. */
export async function holdSeedLock(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

export async function seedContent(db: Db): Promise<void> {
  const [sections, shipped] = await Promise.all([loadSectionLibrary(), loadTemplates()]);
  const sectionRows = sections.map((section, position) => ({
    id: section.section_id,
    sectionName: section.section_name,
    sectionTitle: section.section_title,
    sectionType: section.section_type,
    category: section.category,
    description: section.description,
    sectionHtml: section.section_html,
    sectionCss: section.section_css,
    sectionJs: section.section_js,
    thumbnail: section.thumbnail,
    settings: section.settings ?? null,
    position,
  }));
  const templateRows = shipped.map((template, position) => ({
    id: template.template_id,
    slug: template.slug,
    templateName: template.template_name,
    category: template.category,
    kind: template.kind,
    description: template.description,
    thumbnail: template.thumbnail,
    palette: template.palette,
    // A new template has been used by nobody yet; the count is the database's from then on.
    usageCount: 0,
    pages: template.pages,
    templateFiles: template.template_files,
    position,
  }));
  // A migration may change these tables (a column the seed fills): a new one seeds again.
  const [migrated] = await db
    .select({ version: sql<string | null>`max(version)` })
    .from(sql`schema_migrations`);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ migration: migrated?.version ?? null, sectionRows, templateRows }))
    .digest('hex');
  const seededWith = async (reader: Pick<Db, 'select'>) =>
    (
      await reader
        .select({ value: serverKeys.value })
        .from(serverKeys)
        .where(eq(serverKeys.name, CONTENT_SEED_KEY))
    )[0]?.value;
  if ((await seededWith(db)) === fingerprint) return;
  await db.transaction(async (tx) => {
    await holdSeedLock(tx);
    if ((await seededWith(tx)) === fingerprint) return;
    if (sectionRows.length > 0) {
      await tx
        .insert(librarySections)
        .values(sectionRows)
        .onConflictDoUpdate({
          target: librarySections.id,
          set: {
            sectionName: sql`excluded.section_name`,
            sectionTitle: sql`excluded.section_title`,
            sectionType: sql`excluded.section_type`,
            category: sql`excluded.category`,
            description: sql`excluded.description`,
            sectionHtml: sql`excluded.section_html`,
            sectionCss: sql`excluded.section_css`,
            sectionJs: sql`excluded.section_js`,
            thumbnail: sql`excluded.thumbnail`,
            settings: sql`excluded.settings`,
            position: sql`excluded.position`,
          },
        });
      await tx.delete(librarySections).where(
        notInArray(
          librarySections.id,
          sectionRows.map((row) => row.id),
        ),
      );
    }
    if (templateRows.length > 0) {
      await tx
        .insert(templates)
        .values(templateRows)
        .onConflictDoUpdate({
          target: templates.id,
          // The usage count is the database's own: a re-seed never resets it.
          set: {
            slug: sql`excluded.slug`,
            templateName: sql`excluded.template_name`,
            category: sql`excluded.category`,
            kind: sql`excluded.kind`,
            description: sql`excluded.description`,
            thumbnail: sql`excluded.thumbnail`,
            palette: sql`excluded.palette`,
            pages: sql`excluded.pages`,
            templateFiles: sql`excluded.template_files`,
            position: sql`excluded.position`,
          },
        });
      await tx.delete(templates).where(
        notInArray(
          templates.id,
          templateRows.map((row) => row.id),
        ),
      );
    }
    await tx
      .insert(serverKeys)
      .values({ name: CONTENT_SEED_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: serverKeys.name, set: { value: fingerprint } });
  });
}
