/**
 * Website categories and product ids (spec §3). The category order is the spec's and is what the
 * category picker shows; the product id map has exactly the two values the spec names.
 */

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
export type WebsiteCategory = (typeof WEBSITE_CATEGORIES)[number];

/**
 * Product ids sent to the server. The spec gives only the values (1 and 3); the names are ours:
 * 1 is the builder itself, 3 the vision product whose users are `userType: 'vision'`.
 */
export const PRODUCT_IDS = Object.freeze({ builder: 1, vision: 3 } as const);
export type ProductName = keyof typeof PRODUCT_IDS;
export type ProductId = (typeof PRODUCT_IDS)[ProductName];

/** What people read for a stored category name: `RealEstate` → `Real estate` (issue 27). */
export function categoryLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}

/**
 * A template's usage is shown from this many projects on: a smaller count says nothing to a new user
 * and, on a fresh install, every template would read "used 0–2 times" (issue 27).
 */
export const TEMPLATE_USAGE_SHOWN_FROM = 10;

export function isWebsiteCategory(value: string): value is WebsiteCategory {
  return (WEBSITE_CATEGORIES as readonly string[]).includes(value);
}
