// @vitest-environment happy-dom
/**
 * The Text panel's mapping: what a heading's fields show, and the command each field runs,
 * checked on a real editor store (the saved html), including spec §5's letter spacing and
 * text shadow rules.
 */
import { describe, expect, it } from 'vitest';
import { styleCommand } from '../../../../src/app/builder/inspector/node-values.ts';
import {
  firstFamily,
  fontFamilyCommand,
  fontFamilyOptions,
  fontSizeChoice,
  fontSizeOptions,
  isCompleteShadow,
  mobileFontSizeCommand,
  parseTextShadow,
  readTextValues,
  removeShadowCommand,
  textShadowCommand,
} from '../../../../src/app/builder/inspector/text-fields.ts';
import { DEFAULT_THEME_FONTS, WEB_FONTS } from '../../../../src/domain/fonts.ts';
import { MESSAGES } from '../../../../src/domain/messages.ts';
import { nodeAt, sectionHtml, select, storeWith } from '../panel-harness.tsx';

const heading = (style = '') => {
  const store = storeWith(`<h2${style ? ` style="${style}"` : ''}>Hello</h2>`);
  const selection = select(store, 'h2');
  return { store, selection, target: selection };
};

describe('readTextValues', () => {
  it('reads every field from the inline style and the mobile size attribute', () => {
    const store = storeWith(
      `<h2 style="font-family: 'Open Sans', sans-serif; font-size: 30px; font-weight: 700; color: #112233; text-align: center; line-height: 1.4; letter-spacing: 2px; text-shadow: 1px 2px 3px rgba(0, 0, 0, 0.5)" data-mobile-font-size="18px">Hi</h2>`,
    );
    const values = readTextValues(nodeAt(store, select(store, 'h2')));
    expect(values).toEqual({
      fontFamily: 'Open Sans',
      fontSize: '30px',
      fontWeight: '700',
      color: '#112233',
      textAlign: 'center',
      lineHeight: '1.4',
      letterSpacing: '2px',
      shadow: { x: '1px', y: '2px', blur: '3px', color: 'rgba(0, 0, 0, 0.5)' },
      hasShadow: true,
      mobileFontSize: '18px',
    });
  });

  it('shows empty fields for an unstyled block', () => {
    const { store, selection } = heading();
    const values = readTextValues(nodeAt(store, selection));
    expect(values.fontSize).toBe('');
    expect(values.hasShadow).toBe(false);
    expect(values.shadow).toEqual({ x: '', y: '', blur: '', color: '' });
  });
});

describe('text shadow parsing', () => {
  it('reads a colour written first, and only the first of several shadows', () => {
    expect(parseTextShadow('#fff 1px 1px 2px, 0 0 4px red')).toEqual({
      x: '1px',
      y: '1px',
      blur: '2px',
      color: '#fff',
    });
    expect(parseTextShadow('none')).toEqual({ x: '', y: '', blur: '', color: '' });
    expect(isCompleteShadow({ x: '1', y: '1', blur: '', color: 'red' })).toBe(false);
  });
});

describe('option lists', () => {
  it('offers 12–52 px and custom, weights 100–900, and the default fonts only to developers', () => {
    const sizes = fontSizeOptions().map((o) => o.value);
    expect(sizes[1]).toBe('12px');
    expect(sizes).toContain('52px');
    expect(sizes.at(-1)).toBe('custom');
    expect(fontSizeChoice('14px')).toBe('14px');
    expect(fontSizeChoice('13px')).toBe('custom');
    expect(fontSizeChoice('')).toBe('');
    const families = (isDev: boolean) => fontFamilyOptions(isDev).map((o) => o.value);
    expect(families(false)).toEqual(['', ...WEB_FONTS]);
    expect(families(true)).toEqual(expect.arrayContaining([...DEFAULT_THEME_FONTS]));
    expect(firstFamily('"Playfair Display", serif')).toBe('Playfair Display');
  });
});

describe('commands', () => {
  it('sets and removes a style property', () => {
    const { store, target } = heading();
    expect(store.run(styleCommand(target, 'font-size', '30px'))).toBeNull();
    expect(sectionHtml(store)).toBe('<h2 style="font-size: 30px;">Hello</h2>');
    expect(store.run(styleCommand(target, 'font-size', ''))).toBeNull();
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
  });

  it('quotes a family with spaces', () => {
    const { store, target } = heading();
    store.run(fontFamilyCommand(target, 'Open Sans'));
    expect(sectionHtml(store)).toBe(`<h2 style="font-family: 'Open Sans';">Hello</h2>`);
    store.run(fontFamilyCommand(target, 'Roboto'));
    expect(sectionHtml(store)).toBe('<h2 style="font-family: Roboto;">Hello</h2>');
  });

  it('letter spacing (spec §5): abc is refused with the message, 2 becomes 2px, empty removes it', () => {
    const { store, target } = heading();
    const refused = store.run(styleCommand(target, 'letter-spacing', 'abc'));
    expect(refused?.message).toBe(MESSAGES.invalidLetterSpacing);
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
    expect(store.run(styleCommand(target, 'letter-spacing', '2'))).toBeNull();
    expect(sectionHtml(store)).toBe('<h2 style="letter-spacing: 2px;">Hello</h2>');
    store.run(styleCommand(target, 'letter-spacing', ''));
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
  });

  it('text shadow (spec §5): only a complete shadow applies; Remove clears it', () => {
    const { store, target } = heading();
    store.run(textShadowCommand(target, { x: '2', y: '2', blur: '', color: '#000000' }));
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
    store.run(textShadowCommand(target, { x: '2', y: '2', blur: '4', color: '#000000' }));
    expect(sectionHtml(store)).toBe('<h2 style="text-shadow: 2px 2px 4px #000000;">Hello</h2>');
    store.run(removeShadowCommand(target));
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
  });

  it('mobile font size is the data attribute the root css reads; a bare number is px', () => {
    const { store, target } = heading();
    store.run(mobileFontSizeCommand(target, '18'));
    expect(sectionHtml(store)).toBe('<h2 data-mobile-font-size="18px">Hello</h2>');
    expect(store.run(mobileFontSizeCommand(target, 'big'))?.code).toBe('invalid_font_size');
    expect(sectionHtml(store)).toBe('<h2 data-mobile-font-size="18px">Hello</h2>');
  });
});
