// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canvasDocumentHtml, KIT_VARS_STYLE_ID } from '../../src/app/builder/canvas/canvas-document.ts';
import {
  SECTIONS_STYLE_ID,
  THEME_STYLE_ID,
  THEME_VARS_STYLE_ID,
} from '../../src/app/builder/canvas/patch-canvas.ts';
import { SECTION_KIT_VARS_CSS } from '../../src/domain/section-kit-vars.ts';

const SECTIONS = join(import.meta.dirname, '../../content/sections');

describe('the library kit’s custom properties', () => {
  it('open every library section’s css, byte for byte (so the canvas’s copy changes nothing)', () => {
    const names = readdirSync(SECTIONS);
    expect(names.length).toBeGreaterThan(50);
    const differing = names.filter(
      (name) =>
        !readFileSync(join(SECTIONS, name, 'section.css'), 'utf8').startsWith(`${SECTION_KIT_VARS_CSS}\n`),
    );
    expect(differing).toEqual([]);
  });

  it('are one :root rule of --pws-* properties only', () => {
    expect(SECTION_KIT_VARS_CSS).toMatch(/^:root \{\n( {2}--pws-[a-z-]+: [^\n]+;\n)+\}$/);
  });

  it('are in the canvas after the theme and before every section’s sheet', () => {
    const html = canvasDocumentHtml({ assetBase: 'https://sites.example/u/p/' });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const ids = Array.from(doc.head.querySelectorAll('style[id]'), (style) => style.id);
    expect(ids.slice(0, 4)).toEqual([
      THEME_VARS_STYLE_ID,
      THEME_STYLE_ID,
      KIT_VARS_STYLE_ID,
      SECTIONS_STYLE_ID,
    ]);
    expect(doc.getElementById(KIT_VARS_STYLE_ID)?.textContent).toBe(SECTION_KIT_VARS_CSS);
  });
});
