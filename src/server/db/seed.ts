/**
 * Reference data seeded at start (issue 3 "npm start migrates and seeds"): the website categories of
 * spec §3 and the currencies whose symbols spec §9 names. Idempotent (insert … on conflict do nothing).
 * Also the shipped help articles (help-seed.ts), once per database, so staff changes stick.
 * The content library (sections and templates, content-seed.ts) is upserted at every start.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './connect.ts';
import { holdSeedLock, seedContent } from './content-seed.ts';
import { HELP_SEED } from './help-seed.ts';
import { currencies, helpArticles, helpCategories, serverKeys, websiteCategories } from './schema.ts';

export const WEBSITE_CATEGORIES = [
  'Technology',
  'Finance',
  'Health',
  'Retail',
  'Food',
  'RealEstate',
  'Education',
  'Travel',
  'Automotive',
  'Entertainment',
  'Fashion',
  'Beauty',
  'Construction',
  'Manufacturing',
  'Hospitality',
] as const;

export const SEED_CURRENCIES = [
  { shortForm: 'USD', symbol: '$' },
  { shortForm: 'EUR', symbol: '€' },
  { shortForm: 'GBP', symbol: '£' },
  { shortForm: 'CNY', symbol: '¥' },
  { shortForm: 'RUB', symbol: '₽' },
  { shortForm: 'AUD', symbol: 'A$' },
] as const;

export async function seed(db: Db): Promise<void> {
  await db
    .insert(websiteCategories)
    .values(WEBSITE_CATEGORIES.map((name, position) => ({ id: randomUUID(), name, position })))
    .onConflictDoNothing({ target: websiteCategories.name });
  await db
    .insert(currencies)
    .values(SEED_CURRENCIES.map((currency) => ({ ...currency })))
    .onConflictDoNothing({ target: currencies.shortForm });
  await seedHelp(db);
  await seedContent(db);
}

/**
 * Seeds the help articles once per database (a marker in server_keys), so staff deletions stick. The
 * marker and the articles commit together: a start that dies between them seeds again at the next.
 */
export async function seedHelp(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // A second instance starting at once waits here, then finds the marker.
    await holdSeedLock(tx);
    const marked = await tx
      .insert(serverKeys)
      .values({ name: 'help_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ name: serverKeys.name });
    if (marked.length > 0) await insertHelp(tx);
  });
}

async function insertHelp(db: Pick<Db, 'insert'>): Promise<void> {
  for (const [position, category] of HELP_SEED.entries()) {
    const inserted = await db
      .insert(helpCategories)
      .values({ id: category.id, name: category.name, description: category.description, position })
      .onConflictDoNothing()
      .returning({ id: helpCategories.id });
    if (inserted.length === 0) continue; // a staff-made category took the name
    await db
      .insert(helpArticles)
      .values(
        category.articles.map((article, index) => ({ ...article, categoryId: category.id, position: index })),
      )
      .onConflictDoNothing();
  }
}
