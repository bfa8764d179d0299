/**
 * Writes the content library from the section variants, businesses and template recipes:
 *   content/sections/<name>/{section.html, section.css, section.js?, meta.json}
 *   content/templates/<slug>/{template.json, pages/<page>/<nn>-<section>.html}
 *   content/images/index.json (the stock image list)
 * Every html file is written in the document model's canonical form (parse → serialize), so the
 * committed files round-trip unchanged. Deterministic: running it twice changes nothing.
 * Run: `node --import tsx scripts/content/build.ts`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHtml, serializeNodes } from '../../src/domain/html-tree.ts';
import { findPalette } from '../../src/domain/palettes.ts';
import type { RootValues } from '../../src/domain/root-values.ts';
import { BASE_CSS } from './base-css.ts';
import { writeContentDocs } from './docs.ts';
import type { Link } from './html.ts';
import { CATALOG } from './image-catalog.ts';
import type { PageContext } from './model.ts';
import { business, VARIANTS, variant } from './registry.ts';
import { TEMPLATES, type TemplateRecipe } from './templates.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT = join(ROOT, 'content');

export function canonical(html: string): string {
  let n = 0;
  return `${serializeNodes(parseHtml(html.trim(), () => `n${n++}`))}\n`;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const LIBRARY_NAV: Link[] = [
  { label: 'Home', href: 'index.html' },
  { label: 'About', href: 'about.html' },
  { label: 'Services', href: 'services.html' },
  { label: 'Contact', href: 'contact.html' },
];

/** The theme a template starts with: a palette plus fonts, weights, radius and menu colours. */
export function templateRoot(recipe: TemplateRecipe): Partial<RootValues> {
  const palette = findPalette(recipe.palette);
  if (!palette) throw new Error(`${recipe.slug}: unknown palette ${recipe.palette}`);
  const dark = ['Midnight', 'Charcoal', 'Onyx'].includes(palette.name);
  const root: Record<string, string> = {
    primary_color: palette.primary_color,
    secondary_color: palette.secondary_color,
    primary_text_color: palette.primary_text_color,
    secondary_text_color: palette.secondary_text_color,
    theme_heading_color: palette.theme_heading_color,
    theme_box_shadow: palette.box_shadow_color,
    hover_background_color: palette.secondary_color,
    hover_text_color: palette.secondary_text_color,
    menu_color: palette.theme_heading_color,
    menu_hover_color: palette.secondary_color,
    theme_border_radius: recipe.radius ?? '8px',
    theme_h1_font_weight: '700',
    theme_h2_font_weight: '700',
    theme_h3_font_weight: '700',
    theme_h4_font_weight: '600',
    theme_p_font_weight: '400',
    theme_line_height: '1.6',
    font_family: recipe.fonts?.body ?? 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  };
  if (recipe.fonts?.heading) {
    for (const h of [
      'theme_h1_font_family',
      'theme_h2_font_family',
      'theme_h3_font_family',
      'theme_h4_font_family',
    ])
      root[h] = recipe.fonts.heading;
  }
  if (dark) {
    Object.assign(root, {
      input_background_color: palette.primary_color,
      input_text_color: palette.primary_text_color,
      input_border_color: '#475569',
      input_placeholder_color: '#94A3B8',
    });
  }
  return root as Partial<RootValues>;
}

function buildSections(): number {
  rmSync(join(CONTENT, 'sections'), { recursive: true, force: true });
  for (const [order, v] of VARIANTS.entries()) {
    const b = business(v.sample);
    const built = v.build(b, { nav: LIBRARY_NAV, current: 'index.html' });
    const dir = join(CONTENT, 'sections', v.name);
    write(join(dir, 'section.html'), canonical(built.html));
    write(join(dir, 'section.css'), `${BASE_CSS}${built.css}`);
    if (built.js) write(join(dir, 'section.js'), `${built.js}\n`);
    const meta = {
      order,
      section_title: v.title,
      section_type: v.type,
      category: v.category,
      description: v.description,
      sample_business: b.name,
      ...(built.video ? { settings: { video: built.video } } : {}),
    };
    write(join(dir, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  }
  return VARIANTS.length;
}

function buildTemplates(): number {
  rmSync(join(CONTENT, 'templates'), { recursive: true, force: true });
  for (const t of TEMPLATES) {
    const b = business(t.business);
    const nav: Link[] =
      t.kind === 'website' ? t.pages.map((p) => ({ label: p.page_name, href: `${p.page_slug}.html` })) : [];
    const pages = t.pages.map((p) => {
      const ctx: PageContext = {
        nav,
        current: `${p.page_slug}.html`,
        ...(p.header ? { header: p.header } : {}),
      };
      const sections = p.sections.map((name, i) => {
        const v = variant(name);
        const built = v.build(b, ctx);
        const file = `pages/${p.page_slug}/${String(i + 1).padStart(2, '0')}-${name}.html`;
        write(join(CONTENT, 'templates', t.slug, file), canonical(built.html));
        return { section: name, file };
      });
      return { page_name: p.page_name, page_slug: p.page_slug, sections };
    });
    const json = {
      template_name: t.template_name,
      category: t.category,
      kind: t.kind,
      palette: t.palette,
      description: t.description,
      business: b.name,
      usage_count: t.usage_count,
      root: templateRoot(t),
      pages,
    };
    write(join(CONTENT, 'templates', t.slug, 'template.json'), `${JSON.stringify(json, null, 2)}\n`);
  }
  return TEMPLATES.length;
}

function buildImageIndex(): number {
  const list = CATALOG.map((image) => ({
    file: `images/${image.file}`,
    title: image.title,
    category: image.category,
    tags: image.tags,
    width: image.width,
    height: image.height,
  }));
  write(join(CONTENT, 'images/index.json'), `${JSON.stringify(list, null, 2)}\n`);
  return list.length;
}

const sections = buildSections();
const templates = buildTemplates();
const images = buildImageIndex();
writeContentDocs(ROOT);
console.log(`content: ${sections} sections, ${templates} templates, ${images} images`);
