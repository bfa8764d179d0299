import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_SYMBOLS, currencySymbol } from '../../src/domain/currencies.ts';

describe('CURRENCY_SYMBOLS', () => {
  it('covers about 160 three-letter upper-case codes', () => {
    const codes = Object.keys(CURRENCY_SYMBOLS);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    expect(codes.length).toBeLessThanOrEqual(170);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
    for (const symbol of Object.values(CURRENCY_SYMBOLS)) expect(symbol.trim()).not.toBe('');
  });

  it('has the symbols the spec names', () => {
    expect(CURRENCY_SYMBOLS.EUR).toBe('€');
    expect(CURRENCY_SYMBOLS.GBP).toBe('£');
    expect(CURRENCY_SYMBOLS.CNY).toBe('¥');
    expect(CURRENCY_SYMBOLS.RUB).toBe('₽');
    expect(CURRENCY_SYMBOLS.AUD).toBe('A$');
    expect(CURRENCY_SYMBOLS.USD).toBe('$');
  });
});

describe('currencySymbol', () => {
  it('looks codes up in any case, ignoring surrounding spaces', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol(' gbp ')).toBe('£');
    expect(currencySymbol('INR')).toBe('₹');
  });

  it('falls back to $ for unknown, empty or missing codes', () => {
    expect(currencySymbol('XYZ')).toBe('$');
    expect(currencySymbol('')).toBe('$');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol(undefined)).toBe('$');
    expect(currencySymbol('constructor')).toBe('$');
    expect(currencySymbol('__proto__')).toBe('$');
  });
});

describe('CURRENCIES', () => {
  it('has one {short_form, symbol} record per code, sorted by code', () => {
    expect(CURRENCIES).toHaveLength(Object.keys(CURRENCY_SYMBOLS).length);
    expect(CURRENCIES).toContainEqual({ short_form: 'AUD', symbol: 'A$' });
    const codes = CURRENCIES.map((c) => c.short_form);
    expect(codes).toEqual([...codes].sort());
  });
});
