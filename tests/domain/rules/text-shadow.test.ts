import { describe, expect, it } from 'vitest';
import { buildTextShadow } from '../../../src/domain/rules/text-shadow.ts';

describe('buildTextShadow', () => {
  it('adds px to bare numbers when all four fields are filled', () => {
    expect(buildTextShadow({ x: '2', y: '2', blur: '4', color: '#000000' })).toBe('2px 2px 4px #000000');
  });

  it('accepts numbers, zero and negative offsets', () => {
    expect(buildTextShadow({ x: 0, y: -1, blur: 0, color: 'red' })).toBe('0px -1px 0px red');
    expect(buildTextShadow({ x: '.5', y: '-0.5', blur: '1.5', color: 'rgba(0,0,0,.5)' })).toBe(
      '.5px -0.5px 1.5px rgba(0,0,0,.5)',
    );
  });

  it('keeps values that already carry a unit', () => {
    expect(buildTextShadow({ x: '1em', y: '2px', blur: '0.3rem', color: '#fff' })).toBe(
      '1em 2px 0.3rem #fff',
    );
  });

  it('trims each field', () => {
    expect(buildTextShadow({ x: ' 1 ', y: '1', blur: ' 2', color: ' #111111 ' })).toBe('1px 1px 2px #111111');
  });

  it.each([
    { x: '', y: '2', blur: '4', color: '#000' },
    { x: '2', y: '  ', blur: '4', color: '#000' },
    { x: '2', y: '2', blur: undefined, color: '#000' },
    { x: '2', y: '2', blur: '4', color: '' },
    { x: '2', y: '2', blur: '4', color: null },
    { x: Number.NaN, y: '2', blur: '4', color: '#000' },
  ])('clears the shadow when a field is empty: %j', (input) => {
    expect(buildTextShadow(input)).toBeNull();
  });
});
