import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LETTER_SPACING_ERROR_MS, parseLetterSpacing } from '../../../src/domain/rules/letter-spacing.ts';

const INVALID = 'Invalid input. Please enter a valid value (e.g., 1px, 0.5rem, -0.1em).';

describe('parseLetterSpacing', () => {
  it.each([
    ['0', '0px'],
    ['2', '2px'],
    ['-1', '-1px'],
    ['.5', '0.5px'],
    ['-0.1', '-0.1px'],
    ['1.5rem', '1.5rem'],
    ['-0.1em', '-0.1em'],
    ['0.5rem', '0.5rem'],
    ['5%', '5%'],
    ['1px', '1px'],
    ['3PX', '3px'],
    ['2Em', '2em'],
    ['  4px  ', '4px'],
    ['-0', '0px'],
    ['007', '7px'],
  ])('accepts %j as %j', (input, value) => {
    expect(parseLetterSpacing(input)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', '\t'])('treats %j as removing the spacing', (input) => {
    expect(parseLetterSpacing(input)).toEqual({ ok: true, value: null });
  });

  it.each(['abc', '10 px', 'px', '1pt', '1.5.2', '5.', '+2', '1e3', '--1', '1px2', 'normal', '- 1'])(
    'rejects %j with the spec message',
    (input) => {
      expect(parseLetterSpacing(input)).toEqual({
        ok: false,
        code: 'invalidLetterSpacing',
        message: INVALID,
      });
    },
  );

  it('shows the error for 3 seconds', () => {
    expect(LETTER_SPACING_ERROR_MS).toBe(3000);
  });

  it('accepts any decimal with a valid unit and round-trips its own output', () => {
    const unit = fc.constantFrom('px', 'em', 'rem', '%', 'PX', 'Rem', '');
    const decimal = fc
      .tuple(fc.boolean(), fc.nat({ max: 10_000 }), fc.option(fc.nat({ max: 9999 }), { nil: undefined }))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(decimal, unit, (number, u) => {
        const result = parseLetterSpacing(`${number}${u}`);
        expect(result).toEqual({ ok: true, value: `${Number(number)}${u === '' ? 'px' : u.toLowerCase()}` });
        if (result.ok && result.value !== null) {
          expect(parseLetterSpacing(result.value)).toEqual(result);
        }
      }),
    );
  });

  it('never throws and answers with the spec message whenever it rejects', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = parseLetterSpacing(input);
        if (!result.ok) expect(result.message).toBe(INVALID);
      }),
    );
  });
});
