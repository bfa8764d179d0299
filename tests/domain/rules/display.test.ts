import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatFileSize, shortenText } from '../../../src/domain/rules/display.ts';

describe('shortenText', () => {
  const thirty = 'abcdefghijklmnopqrstuvwxyz0123';

  it('keeps text of 30 characters or fewer', () => {
    expect(thirty).toHaveLength(30);
    expect(shortenText(thirty)).toBe(thirty);
    expect(shortenText('')).toBe('');
    expect(shortenText('short')).toBe('short');
  });

  it('cuts text over 30 characters to 30 plus an ellipsis', () => {
    expect(shortenText(`${thirty}4`)).toBe(`${thirty}...`);
    expect(shortenText(`${thirty}456789`)).toBe(`${thirty}...`);
  });

  it('takes another limit', () => {
    expect(shortenText('hello world', 5)).toBe('hello...');
    expect(shortenText('hello', 5)).toBe('hello');
  });

  it('does not split an emoji', () => {
    expect(shortenText('😀😀😀', 2)).toBe('😀😀...');
  });

  it('never exceeds 33 characters and keeps its prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        const short = shortenText(text);
        expect(Array.from(short).length).toBeLessThanOrEqual(33);
        if (Array.from(text).length <= 30) expect(short).toBe(text);
        else expect(text.startsWith(short.slice(0, -3))).toBe(true);
      }),
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [2, '2 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [2.25 * 1024 ** 3, '2.25 GB'],
    [1234567, '1.18 MB'],
    [5 * 1024 ** 4, '5120 GB'],
    [-5, '0 bytes'],
    [Number.NaN, '0 bytes'],
  ])('%d bytes reads %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1234, '1.2K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [2_000_000, '2M'],
    [2_550_000, '2.6M'],
    [3_400_000_000, '3.4B'],
    [1_500_000_000_000, '1500B'],
    [-1500, '-1.5K'],
    [-0.01, '0'],
    [12.34, '12.3'],
  ])('%d reads %j', (n, text) => {
    expect(abbreviateNumber(n)).toBe(text);
  });
});
