import { describe, expect, it } from 'vitest';
import { lineBreaksToBr, normalizeSavedRichText } from '../../../src/domain/rules/rich-text.ts';

describe('lineBreaksToBr', () => {
  it('converts every kind of line break once', () => {
    expect(lineBreaksToBr('a\nb')).toBe('a<br>b');
    expect(lineBreaksToBr('a\r\nb')).toBe('a<br>b');
    expect(lineBreaksToBr('a\rb')).toBe('a<br>b');
    expect(lineBreaksToBr('a\n\nb')).toBe('a<br><br>b');
    expect(lineBreaksToBr('\r\n\n\r')).toBe('<br><br><br>');
  });

  it('leaves text without breaks alone', () => {
    expect(lineBreaksToBr('')).toBe('');
    expect(lineBreaksToBr('plain text')).toBe('plain text');
  });
});

describe('normalizeSavedRichText', () => {
  it.each([
    '',
    '   ',
    '<br>',
    '<br/>',
    '<BR />',
    '&nbsp;',
    ' &nbsp; <br> ',
    '\u00a0',
    '<p></p>',
    '<p><br></p>',
    '<p>&nbsp;</p>',
    '<p class="x"> </p>',
    '<p><span></span></p>',
    '<div><p><br></p></div>',
  ])('saves %j as a dash', (html) => {
    expect(normalizeSavedRichText(html)).toBe('-');
  });

  it('saves null and undefined as a dash', () => {
    expect(normalizeSavedRichText(null)).toBe('-');
    expect(normalizeSavedRichText(undefined)).toBe('-');
  });

  it.each(['Hello', '<p>Hi</p>', '<p><br>x</p>', '<p><img src="a.png"></p>', '0', '-', '<b> </b>'])(
    'keeps %j unchanged',
    (html) => {
      expect(normalizeSavedRichText(html)).toBe(html);
    },
  );
});
