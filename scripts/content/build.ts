/**
 * Writes the content library from the section variants, businesses and template recipes:
 *   content/sections/<name>/{section.html, section.css, section.js?, meta.json}
 *   content/templates/<slug>/{template.json, pages/<page>/<nn>-<section>.html}
 *   content/images/index.json (the stock image list)
 * Every html file is written in the document model's canonical form (parse → serialize), so the
 * committed files round-trip unchanged. Deterministic: running it twice changes nothing.
 * Template pages then get what their recipe asks for (ids on sections, the h1) and their anchors
 * resolved across the template's pages (`resolveHref`).
 * Run: `node --import tsx scripts/content/build.ts`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ElementNode,
  elementWith,
  forEachElement,
  getAttr,
  type HtmlNode,
  parseHtml,
  serializeNodes,
  setAttr,
} from '../../src/domain/html-tree.ts';
import { findPalette } from '../../src/domain/palettes.ts';
import type { RootValues } from '../../src/domain/root-values.ts';
import { BASE_CSS } from './base-css.ts';
import { writeContentDocs } from './docs.ts';
import type { Link } from './html.ts';
import { CATALOG } from './image-catalog.ts';
import type { PageContext } from './model.ts';
import { business, VARIANTS, variant } from './registry.ts';
import { type PageRecipe, TEMPLATES, type TemplateRecipe } from './templates.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT = join(ROOT, 'content');

function parse(html: string): HtmlNode[] {
  let n = 0;
  return parseHtml(html.trim(), () => `n${n++}`);
}

export function canonical(html: string): string {
  return `${serializeNodes(parse(html))}\n`;
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

/** The tree with `change` applied to every element, children first. */
function mapElements(nodes: readonly HtmlNode[], change: (element: ElementNode) => ElementNode): HtmlNode[] {
  return nodes.map((node) =>
    node.kind === 'element'
      ? change(elementWith(node, { children: mapElements(node.children, change) }))
      : node,
  );
}

/**
 * A template page's section as its recipe asks: an id on the section (`ids`) for buttons to point at,
 * and its first h2 as the page's h1 (`h1`) on pages without a hero.
 */
function pageSection(page: PageRecipe, name: string, nodes: HtmlNode[]): HtmlNode[] {
  const id = page.ids?.[name];
  const root = nodes.find((node) => node.kind === 'element');
  if (id !== undefined && root) {
    if (getAttr(root, 'id') !== undefined) throw new Error(`${page.page_slug}/${name} already has an id`);
    nodes = nodes.map((node) =>
      node === root ? elementWith(root, { attrs: setAttr(root.attrs, 'id', id) }) : node,
    );
  }
  if (page.h1 === name) {
    let found = false;
    nodes = mapElements(nodes, (element) => {
      if (element.tag !== 'h2' || found) return element;
      found = true;
      return { ...element, tag: 'h1' };
    });
    if (!found) throw new Error(`${page.page_slug}/${name} has no h2 to make the page's h1`);
  }
  return nodes;
}

/** Every id on a page, by page slug. */
type Anchors = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Where a link on a template page goes. `#x` stays when the page has an element with id `x`; otherwise
 * it names a page (`x.html`, e.g. `#pricing` from the About page) or the one other page with that id
 * (`index.html#optin` from a thank-you page). The page's own `links` are applied first.
 */
function resolveHref(href: string, page: PageRecipe, anchors: Anchors, where: string): string {
  const target = page.links?.[href] ?? href;
  if (!target.startsWith('#') || target === '#') return target;
  const id = target.slice(1);
  if (anchors.get(page.page_slug)?.has(id)) return target;
  if (anchors.has(id)) return `${id}.html`;
  const pages = [...anchors].filter(([, ids]) => ids.has(id)).map(([slug]) => slug);
  if (pages.length !== 1) throw new Error(`${where}/${page.page_slug}: no single target for ${href}`);
  return `${pages[0]}.html${target}`;
}

function buildTemplates(): number {
  rmSync(join(CONTENT, 'templates'), { recursive: true, force: true });
  for (const t of TEMPLATES) {
    const b = business(t.business);
    const nav: Link[] =
      t.kind === 'website' ? t.pages.map((p) => ({ label: p.page_name, href: `${p.page_slug}.html` })) : [];
    const built = t.pages.map((p) => {
      for (const name of [...Object.keys(p.ids ?? {}), ...(p.h1 ? [p.h1] : [])])
        if (!p.sections.includes(name)) throw new Error(`${t.slug}/${p.page_slug} has no section ${name}`);
      const plans = p.plans ?? t.plans;
      const ctx: PageContext = {
        nav,
        current: `${p.page_slug}.html`,
        home: `${t.pages[0]!.page_slug}.html`,
        ...(p.header ? { header: p.header } : {}),
        ...(plans ? { plans } : {}),
      };
      return p.sections.map((name) => pageSection(p, name, parse(variant(name).build(b, ctx).html)));
    });
    const anchors: Anchors = new Map(
      t.pages.map((p, i) => {
        const ids = new Set<string>();
        forEachElement(built[i]!.flat(), (element) => {
          const id = getAttr(element, 'id');
          if (id) ids.add(id);
        });
        return [p.page_slug, ids];
      }),
    );
    const pages = t.pages.map((p, i) => {
      const sections = p.sections.map((name, j) => {
        const nodes = mapElements(built[i]![j]!, (element) => {
          const href = getAttr(element, 'href');
          if (element.tag !== 'a' || href === undefined) return element;
          return elementWith(element, {
            attrs: setAttr(element.attrs, 'href', resolveHref(href, p, anchors, t.slug)),
          });
        });
        const file = `pages/${p.page_slug}/${String(j + 1).padStart(2, '0')}-${name}.html`;
        write(join(CONTENT, 'templates', t.slug, file), `${serializeNodes(nodes)}\n`);
        return { section: name, file };
      });
      return { page_name: p.page_name, page_slug: p.page_slug, description: p.description, sections };
    });
    const json = {
      template_name: t.template_name,
      category: t.category,
      kind: t.kind,
      palette: t.palette,
      description: t.description,
      business: b.name,
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
