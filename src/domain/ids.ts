/**
 * Id generation (spec §9: random section ids are 10 characters, duplicated element ids 5).
 * Ids are made only in a command's `decide` through an `IdSource`, and then travel inside
 * events, so applying or replaying events never generates an id.
 */
import { ELEMENT_ID_LENGTH, SECTION_ID_LENGTH } from './limits.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Length of the builder's internal node ids (never written to saved pages). */
export const NODE_ID_LENGTH = 8;

export interface IdSource {
  /** A random id of `length` characters from [a-zA-Z0-9]. */
  random(length: number): string;
}

export function sectionId(ids: IdSource): string {
  return ids.random(SECTION_ID_LENGTH);
}

export function elementId(ids: IdSource): string {
  // An HTML id must not start with a digit for CSS selectors to work unescaped.
  const first = ids.random(1).replace(/[0-9]/, 'e');
  return first + ids.random(ELEMENT_ID_LENGTH - 1);
}

export function nodeId(ids: IdSource): string {
  return ids.random(NODE_ID_LENGTH);
}

/**
 * Random bytes are drawn a few kilobytes at a time: opening a 200-section page gives thousands of
 * nodes an id, and one getRandomValues call each cost tens of milliseconds of the first paint.
 */
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let used = 0;

/** Cryptographically random ids: the builder's source. */
export const cryptoIds: IdSource = {
  random(length) {
    if (used + length > pool.length) {
      pool = globalThis.crypto.getRandomValues(new Uint8Array(Math.max(POOL_BYTES, length)));
      used = 0;
    }
    let out = '';
    // 62 does not divide 256; the bias (<1%) is irrelevant for ids that are not secrets.
    for (let i = used; i < used + length; i++) out += ALPHABET[pool[i]! % ALPHABET.length];
    used += length;
    return out;
  },
};

/** A deterministic source (mulberry32) for tests, benchmarks and fuzzing. */
export function seededIds(seed: number): IdSource {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    random(length) {
      let out = '';
      for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(next() * ALPHABET.length)];
      return out;
    },
  };
}
