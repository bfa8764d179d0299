/** Range headers read against a file size: single ranges honoured, odd ones ignored, impossible ones 416. */
import { describe, expect, it } from 'vitest';
import { contentRange, parseByteRange, unsatisfiedRange } from '../../src/server/sites/byte-range.ts';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['BYTES = 5 - 5', { start: 5, end: 5 }],
  ])('%s of 1000 bytes → %o', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0'])('%s of 1000 bytes is unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });

  it.each([
    [undefined],
    [''],
    ['bytes=0-1,5-9'],
    ['items=0-9'],
    ['bytes=9-3'],
    ['bytes=-'],
    ['bytes=1e2-'],
    ['bytes=0x10-'],
    ['bytes=1-2-3'],
  ])('ignores %s (the whole file is sent)', (header) => {
    expect(parseByteRange(header, 1000)).toBeUndefined();
  });

  it('formats Content-Range', () => {
    expect(contentRange({ start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(unsatisfiedRange(1000)).toBe('bytes */1000');
  });
});
