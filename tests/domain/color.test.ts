import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, parseHexColor, relativeLuminance } from '../../src/domain/color.ts';

describe('parseHexColor', () => {
  it('reads #RRGGBB and #RGB in any case', () => {
    expect(parseHexColor('#EB144C')).toEqual({ r: 235, g: 20, b: 76 });
    expect(parseHexColor('#eb144c')).toEqual({ r: 235, g: 20, b: 76 });
    expect(parseHexColor('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
  });

  it('rejects anything else', () => {
    for (const bad of ['', 'EB144C', '#EB14', '#GGGGGG', 'red', '#EB144C00']) {
      expect(parseHexColor(bad)).toBeNull();
      expect(isHexColor(bad)).toBe(false);
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG reference value for #767676 on white (4.54:1, the lightest AA grey)', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('has luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
  });

  it('throws on a malformed colour', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(RangeError);
  });
});
