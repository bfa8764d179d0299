/** Inline `style` attributes as ordered declarations (inline-style.ts). */
import { describe, expect, it } from 'vitest';
import {
  getStyleProperty,
  parseStyle,
  serializeStyle,
  setStyleProperty,
} from '../../src/domain/inline-style.ts';

describe('parseStyle', () => {
  it('reads nothing from a missing or empty style', () => {
    expect(parseStyle(undefined)).toEqual([]);
    expect(parseStyle('')).toEqual([]);
    expect(parseStyle('  ;  ; ')).toEqual([]);
  });

  it('reads declarations in order, trimming and lower-casing property names', () => {
    expect(parseStyle(' COLOR : Red ;margin:0 auto;')).toEqual([
      ['color', 'Red'],
      ['margin', '0 auto'],
    ]);
  });

  it('does not split on a semicolon inside parentheses or quotes', () => {
    expect(parseStyle('background: url(a;b.png) no-repeat; color: red')).toEqual([
      ['background', 'url(a;b.png) no-repeat'],
      ['color', 'red'],
    ]);
    expect(parseStyle(`font-family: "A;B", serif; content: 'x;y'`)).toEqual([
      ['font-family', '"A;B", serif'],
      ['content', "'x;y'"],
    ]);
  });

  it('splits at the first colon only, so values may contain colons', () => {
    expect(parseStyle('background-image: url(https://cdn.example.com/a.png)')).toEqual([
      ['background-image', 'url(https://cdn.example.com/a.png)'],
    ]);
  });

  it('drops declarations without a property or a value', () => {
    expect(parseStyle('color:; :red; stray; width: 10px')).toEqual([['width', '10px']]);
  });

  it('never lets an unbalanced ) swallow the rest', () => {
    expect(parseStyle('a: b); c: d')).toEqual([
      ['a', 'b)'],
      ['c', 'd'],
    ]);
  });
});

describe('serializeStyle', () => {
  it('writes "property: value;" joined by single spaces', () => {
    expect(
      serializeStyle([
        ['color', 'red'],
        ['margin', '0'],
      ]),
    ).toBe('color: red; margin: 0;');
    expect(serializeStyle([])).toBe('');
  });
});

describe('setStyleProperty', () => {
  it('adds a property to a missing style', () => {
    expect(setStyleProperty(undefined, 'color', 'red')).toBe('color: red;');
  });

  it('replaces a property in place, keeping the order of the others', () => {
    expect(setStyleProperty('color: red; margin: 0', 'COLOR', ' blue ')).toBe('color: blue; margin: 0;');
  });

  it('appends a new property at the end', () => {
    expect(setStyleProperty('color: red', 'margin', '0')).toBe('color: red; margin: 0;');
  });

  it('removes a property for null, empty or blank values', () => {
    expect(setStyleProperty('color: red; margin: 0', 'color', null)).toBe('margin: 0;');
    expect(setStyleProperty('color: red; margin: 0', 'margin', '')).toBe('color: red;');
    expect(setStyleProperty('color: red', 'color', '   ')).toBe('');
  });

  it('removing an absent property only normalises the text', () => {
    expect(setStyleProperty('color:red', 'margin', null)).toBe('color: red;');
  });
});

describe('getStyleProperty', () => {
  it('finds a property case-insensitively', () => {
    expect(getStyleProperty('color: red; Margin: 0', 'MARGIN')).toBe('0');
  });

  it('is undefined when the property or the style is missing', () => {
    expect(getStyleProperty('color: red', 'margin')).toBeUndefined();
    expect(getStyleProperty(undefined, 'color')).toBeUndefined();
  });
});
