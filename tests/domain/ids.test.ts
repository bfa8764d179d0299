/**
 * The builder's id source draws its random bytes from a pool: ids keep their length and alphabet,
 * never repeat across many pool refills, and an id longer than the pool still comes out whole.
 */
import { describe, expect, it } from 'vitest';
import { cryptoIds, elementId, sectionId } from '../../src/domain/ids.ts';

describe('cryptoIds', () => {
  it('gives ids of the asked length from [a-zA-Z0-9], distinct across pool refills', () => {
    const seen = new Set<string>();
    // 20 000 ids of 8 characters use 160 000 bytes: about forty refills of the pool.
    for (let i = 0; i < 20_000; i++) {
      const id = cryptoIds.random(8);
      expect(id).toMatch(/^[a-zA-Z0-9]{8}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(20_000);
  });

  it('gives an id longer than the pool', () => {
    expect(cryptoIds.random(5000)).toMatch(/^[a-zA-Z0-9]{5000}$/);
  });

  it('spreads over the whole alphabet', () => {
    const letters = new Set(cryptoIds.random(20_000));
    expect(letters.size).toBe(62);
  });

  it('makes section ids of 10 characters and element ids of 5 that do not start with a digit (spec §9)', () => {
    expect(sectionId(cryptoIds)).toMatch(/^[a-zA-Z0-9]{10}$/);
    for (let i = 0; i < 200; i++) expect(elementId(cryptoIds)).toMatch(/^[a-zA-Z][a-zA-Z0-9]{4}$/);
  });
});
