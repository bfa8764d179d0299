import { describe, expect, it } from 'vitest';
import { isWebsiteCategory, PRODUCT_IDS, WEBSITE_CATEGORIES } from '../../src/domain/categories.ts';

describe('WEBSITE_CATEGORIES', () => {
  it('is exactly the 15 spec categories in spec order', () => {
    expect(WEBSITE_CATEGORIES).toEqual([
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
    ]);
  });

  it('recognises categories exactly', () => {
    expect(isWebsiteCategory('RealEstate')).toBe(true);
    expect(isWebsiteCategory('Real Estate')).toBe(false);
    expect(isWebsiteCategory('technology')).toBe(false);
  });
});

describe('PRODUCT_IDS', () => {
  it('has the two values 1 and 3', () => {
    expect(Object.values(PRODUCT_IDS).sort()).toEqual([1, 3]);
    expect(PRODUCT_IDS.builder).toBe(1);
    expect(PRODUCT_IDS.vision).toBe(3);
  });
});
