/**
 * The per-page mark of unsaved edits in this browser's draft (issue 28: the boot's first look leaves
 * such a page to the builder): set, read, cleared; storage that refuses is read as no mark.
 */
import { describe, expect, it } from 'vitest';
import { hasUnsavedMark, writeUnsavedMark } from '../../src/drafts/unsaved-mark.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

describe('the unsaved mark', () => {
  it('is set and cleared per page', () => {
    const storage = memoryStorage();
    const of = () => storage;
    writeUnsavedMark(of, 'g1', true);
    expect(hasUnsavedMark(of, 'g1')).toBe(true);
    expect(hasUnsavedMark(of, 'g2')).toBe(false);
    writeUnsavedMark(of, 'g1', false);
    expect(hasUnsavedMark(of, 'g1')).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('reads as no mark, and writes nothing, where storage refuses', () => {
    const refusing = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => writeUnsavedMark(refusing, 'g1', true)).not.toThrow();
    expect(hasUnsavedMark(refusing, 'g1')).toBe(false);
  });
});
