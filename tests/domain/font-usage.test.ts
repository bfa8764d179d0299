/**
 * Which web fonts a page uses (issue 20 §3 "Font family": only the families in use are loaded):
 * the theme's font values, inline font-family styles set by the inspector and the toolbar, section
 * style settings and section css, through real commands; names match case-insensitively, system
 * fonts and generic families are ignored, and the order is the font list's.
 */
import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../../src/domain/document.ts';
import { familiesInUse, splitFontFamilies, webFontFamily } from '../../src/domain/font-usage.ts';
import { type ElementNode, forEachElement } from '../../src/domain/html-tree.ts';
import { HERO, run, session } from '../support/fixtures.ts';

function firstTag(s: ReturnType<typeof session>, tag: string): ElementNode {
  let found: ElementNode | undefined;
  forEachElement(s.state.doc.sections[0]!.nodes, (element) => {
    if (!found && element.tag === tag) found = element;
  });
  return found!;
}

describe('splitFontFamilies', () => {
  it('splits a font-family list, unquoting names and dropping !important', () => {
    expect(splitFontFamilies(`'Open Sans', "Playfair  Display", Georgia, serif`)).toEqual([
      'Open Sans',
      'Playfair Display',
      'Georgia',
      'serif',
    ]);
    expect(splitFontFamilies('"A, B", Lato !important')).toEqual(['A, B', 'Lato']);
    expect(splitFontFamilies('  ')).toEqual([]);
  });

  it('knows the self-hosted families whatever their case, and nothing else', () => {
    expect(webFontFamily('open sans')).toBe('Open Sans');
    expect(webFontFamily(' ROBOTO ')).toBe('Roboto');
    expect(webFontFamily('Arial')).toBeUndefined();
    expect(webFontFamily('sans-serif')).toBeUndefined();
  });
});

describe('familiesInUse', () => {
  it('a new page uses its default theme font, Roboto', () => {
    expect(familiesInUse(emptyDocument())).toEqual(['Roboto']);
  });

  it('reads the body and heading fonts of the theme, fallbacks included, ignoring system fonts', () => {
    const s = session();
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Lato, Arial, sans-serif' });
    run(s, { kind: 'theme.setValue', key: 'theme_h2_font_family', value: "'Playfair Display', Georgia" });
    run(s, { kind: 'theme.setValue', key: 'theme_h4_font_family', value: 'Merriweather' });
    // In the font list's order, whatever the theme key.
    expect(familiesInUse(s.state.doc)).toEqual(['Lato', 'Merriweather', 'Playfair Display']);
  });

  it('a theme of system fonts uses none', () => {
    const s = session();
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'system-ui, -apple-system, sans-serif' });
    expect(familiesInUse(s.state.doc)).toEqual([]);
  });

  it('adds a family set on an element by the inspector, and drops it when the style is removed', () => {
    const s = session([HERO]);
    const sectionId = s.state.doc.sections[0]!.section_id;
    const h1 = firstTag(s, 'h1');
    const target = { sectionId, elementId: h1.id };
    run(s, { kind: 'style.set', target, property: 'font-family', value: "'Bebas Neue'" });
    expect(familiesInUse(s.state.doc)).toEqual(['Roboto', 'Bebas Neue']);
    run(s, { kind: 'style.set', target, property: 'font-family', value: '' });
    expect(familiesInUse(s.state.doc)).toEqual(['Roboto']);
  });

  it('reads a section’s style settings, the toolbar’s font spans and section css', () => {
    const s = session([
      {
        ...HERO,
        section_html: `<p>Hello <span style="font-family: 'Dancing Script';">world</span></p>`,
        section_css: '.title { color: red; font-family: "Fira Sans", sans-serif }',
      },
    ]);
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'style.set', target: { sectionId }, property: 'font-family', value: 'oswald' });
    // Font-list order (Roboto first), not discovery order.
    expect(familiesInUse(s.state.doc)).toEqual(['Roboto', 'Oswald', 'Fira Sans', 'Dancing Script']);
  });

  it('lists a family once however many places use it', () => {
    const s = session([
      { ...HERO, section_html: '<p style="font-family: Roboto">a</p><p style="font-family: roboto">b</p>' },
    ]);
    expect(familiesInUse(s.state.doc)).toEqual(['Roboto']);
  });
});
