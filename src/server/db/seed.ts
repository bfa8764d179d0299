/**
 * Reference data seeded at start (issue 3 "npm start migrates and seeds"): the website categories of
 * spec §3 and the currencies whose symbols spec §9 names. Idempotent (insert … on conflict do nothing).
 * Template categories and the content library join when their issues land.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './connect.ts';
import { currencies, websiteCategories } from './schema.ts';

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
}
