// The shipped content library (issue 6): counts, canonical html, section.add, images, labels, copy.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEditor, dispatch } from '../../src/commands/editor.ts';
import { WEBSITE_CATEGORIES } from '../../src/domain/categories.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import {
  type ElementNode,
  forEachElement,
  getAttr,
  parseHtml,
  serializeNodes,
} from '../../src/domain/html-tree.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { findPalette } from '../../src/domain/palettes.ts';
import {
  CONTENT_ROOT,
  type LibrarySection,
  type LibraryTemplate,
  loadSectionLibrary,
  loadStockImages,
  loadTemplates,
  type StockImage,
  type TemplateSection,
} from '../../src/server/content/library.ts';

let sections: LibrarySection[];
let templates: LibraryTemplate[];
let images: StockImage[];

beforeAll(async () => {
  [sections, templates, images] = await Promise.all([
    loadSectionLibrary(),
    loadTemplates(),
    loadStockImages(),
  ]);
});

/** Every html in the library: each section, and each section of each template page. */
function everyHtml(): { where: string; section: TemplateSection }[] {
  return [
    ...sections.map((section) => ({ where: `section ${section.section_name}`, section })),
    ...templates.flatMap((t) =>
      t.pages.flatMap((p) =>
        p.sections.map((section, i) => ({
          where: `${t.slug}/${p.page_slug}#${i} ${section.section_name}`,
          section,
        })),
      ),
    ),
  ];
}

let counter = 0;
const parse = (html: string) => parseHtml(html, () => `n${counter++}`);

function elements(html: string): ElementNode[] {
  const out: ElementNode[] = [];
  forEachElement(parse(html), (element) => out.push(element));
  return out;
}

describe('library counts', () => {
  it('has at least 60 sections across at least 14 kinds, each with name, title, type, category and thumbnail', () => {
    expect(sections.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(sections.map((s) => s.section_type));
    expect(kinds.size).toBeGreaterThanOrEqual(14);
    for (const kind of [
      'navbar',
      'hero',
      'features',
      'about',
      'services',
      'stats',
      'pricing',
      'testimonials',
      'team',
      'logos',
      'gallery',
      'faq',
      'cta',
      'form',
      'countdown',
      'blog',
      'footer',
    ])
      expect(kinds, kind).toContain(kind);
    for (const s of sections) {
      expect(s.section_id).toMatch(/^[a-zA-Z0-9]{10}$/);
      expect(s.section_title && s.category && s.description).toBeTruthy();
      expect(s.thumbnail).toBe(`thumbnails/sections/${s.section_name}.png`);
    }
    expect(new Set(sections.map((s) => s.section_id)).size).toBe(sections.length);
  });

  it('has a website template with 3–6 pages for every one of the 15 categories', () => {
    for (const category of WEBSITE_CATEGORIES) {
      const found = templates.filter((t) => t.kind === 'website' && t.category === category);
      expect(found.length, category).toBeGreaterThanOrEqual(1);
      for (const t of found) {
        expect(t.pages.length).toBeGreaterThanOrEqual(3);
        expect(t.pages.length).toBeLessThanOrEqual(6);
      }
    }
  });

  it('has at least 6 funnels, covering the named funnel kinds', () => {
    const funnels = templates.filter((t) => t.kind === 'funnel');
    expect(funnels.length).toBeGreaterThanOrEqual(6);
    const slugs = (predicate: (t: LibraryTemplate) => boolean) =>
      funnels.filter(predicate).map((t) => t.slug);
    const uses = (t: LibraryTemplate, name: string) =>
      t.pages.some((p) => p.sections.some((s) => s.section_name === name));
    expect(slugs((t) => uses(t, 'hero-optin'))).not.toEqual([]);
    expect(slugs((t) => uses(t, 'form-webinar'))).not.toEqual([]);
    expect(slugs((t) => t.pages.length >= 3 && uses(t, 'pricing-plans'))).not.toEqual([]);
    expect(
      slugs((t) =>
        t.pages.some((p) => p.sections.some((s) => s.section_html.includes('pw-calendar-button'))),
      ),
    ).not.toEqual([]);
    expect(slugs((t) => uses(t, 'countdown-launch') && t.slug.includes('launch'))).not.toEqual([]);
    expect(slugs((t) => uses(t, 'form-optin'))).not.toEqual([]);
  });

  it('gives every template a thumbnail path, a known palette and listed asset files (usage is counted by the database)', () => {
    for (const t of templates) {
      expect(t.template_id).toMatch(/^[a-zA-Z0-9]{10}$/);
      expect(t).not.toHaveProperty('usage_count');
      expect(findPalette(t.palette), t.slug).toBeDefined();
      expect(t.template_files.length).toBeGreaterThan(0);
      for (const f of t.template_files)
        expect(existsSync(join(CONTENT_ROOT, f.file_path)), f.file_path).toBe(true);
    }
  });
});

describe('every section and template page', () => {
  it('is already in the canonical form: serialize(parse(html)) === html', () => {
    for (const { where, section } of everyHtml()) {
      const once = serializeNodes(parse(section.section_html));
      expect(once, where).toBe(section.section_html);
      expect(serializeNodes(parse(once)), where).toBe(once);
    }
  });

  it('can be added with section.add, and a template page builds as one document', () => {
    const ctx = { ids: seededIds(1) };
    for (const t of templates) {
      for (const p of t.pages) {
        let state = createEditor(emptyDocument({ page_slug: p.page_slug, page_name: p.page_name }));
        for (const [i, { settings: _settings, ...input }] of p.sections.entries()) {
          const result = dispatch(state, { kind: 'section.add', section: input }, ctx, { at: i + 1 });
          expect(result.ok, `${t.slug}/${p.page_slug}`).toBe(true);
          if (result.ok && result.value) state = result.value.state;
        }
        expect(state.doc.sections.length).toBe(p.sections.length);
      }
    }
    for (const s of sections) {
      const result = dispatch(createEditor(emptyDocument()), { kind: 'section.add', section: s }, ctx, {
        at: 1,
      });
      expect(result.ok, s.section_name).toBe(true);
    }
  });

  it('has no lorem ipsum and no links to CDNs or other hosts', () => {
    for (const { where, section } of everyHtml()) {
      const text = `${section.section_html}\n${section.section_css}\n${section.section_js}`;
      expect(text, where).not.toMatch(/lorem|ipsum|dolor sit/i);
      const urls = text.match(/https?:\/\/[^\s"')]+/g) ?? [];
      expect(
        urls.filter((u) => !u.startsWith('http://www.w3.org/')),
        where,
      ).toEqual([]);
    }
  });

  it('gives every image alt, width and height, and points at a shipped file', () => {
    for (const { where, section } of everyHtml()) {
      for (const element of elements(section.section_html)) {
        if (element.tag !== 'img' && element.tag !== 'iframe') continue;
        const src = getAttr(element, 'src') ?? '';
        expect(src, where).toMatch(/^assets\/images\//);
        expect(existsSync(join(CONTENT_ROOT, src.replace(/^assets\//, ''))), `${where}: ${src}`).toBe(true);
        if (element.tag === 'iframe') {
          expect(getAttr(element, 'title'), where).toBeTruthy();
          continue;
        }
        expect(getAttr(element, 'alt'), `${where}: ${src}`).toBeDefined();
        expect(Number(getAttr(element, 'width')), `${where}: ${src}`).toBeGreaterThan(0);
        expect(Number(getAttr(element, 'height')), `${where}: ${src}`).toBeGreaterThan(0);
      }
    }
  });

  it('links every template button to a target that exists, and gives every template page one h1', () => {
    for (const t of templates) {
      const pages = new Map(
        t.pages.map((p) => [
          p.page_slug,
          elements(p.sections.map((section) => section.section_html).join('\n')),
        ]),
      );
      const ids = (slug: string) =>
        new Set((pages.get(slug) ?? []).map((element) => getAttr(element, 'id')).filter(Boolean));
      for (const [slug, all] of pages) {
        expect(all.filter((element) => element.tag === 'h1').length, `${t.slug}/${slug} h1`).toBe(1);
        for (const link of all.filter((element) => element.tag === 'a')) {
          const href = getAttr(link, 'href') ?? '';
          const page = /^([a-z0-9-]+)\.html(#.*)?$/.exec(href);
          if (page) expect(pages.has(page[1]!), `${t.slug}/${slug}: ${href}`).toBe(true);
          const [target, fragment] = href.startsWith('#')
            ? [slug, href.slice(1)]
            : [page?.[1], page?.[2]?.slice(1)];
          if (target && fragment) expect(ids(target).has(fragment), `${t.slug}/${slug}: ${href}`).toBe(true);
        }
      }
    }
  });

  it('describes every template page for search results', () => {
    const descriptions = templates.flatMap((t) => t.pages.map((p) => p.root.meta_description ?? ''));
    for (const [i, description] of descriptions.entries()) {
      expect(description.length, `page ${i}: ${description}`).toBeGreaterThanOrEqual(50);
      expect(description.length, `page ${i}: ${description}`).toBeLessThanOrEqual(155);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('labels every form field', () => {
    for (const { where, section } of everyHtml()) {
      const all = elements(section.section_html);
      const labelled = new Set(all.filter((e) => e.tag === 'label').map((e) => getAttr(e, 'for')));
      for (const field of all.filter((e) => ['input', 'select', 'textarea'].includes(e.tag))) {
        if (getAttr(field, 'type') === 'hidden') continue;
        const id = getAttr(field, 'id');
        expect(
          id && (labelled.has(id) || getAttr(field, 'aria-label')),
          `${where}: ${getAttr(field, 'name')}`,
        ).toBeTruthy();
      }
    }
  });

  it('uses the theme’s custom properties for colour, not fixed palette colours', () => {
    for (const s of sections) {
      expect(s.section_css, s.section_name).toContain('var(--pw-secondary-color)');
      expect(s.section_css, s.section_name).toContain('var(--pw-border-radius)');
    }
  });
});

describe('stock images', () => {
  it('lists every shipped image with a category, tags and its real file', () => {
    expect(images.length).toBeGreaterThanOrEqual(100);
    for (const image of images) {
      expect(image._id).toMatch(/^[a-zA-Z0-9]{10}$/);
      expect(image.url_path).toBe(`/content/${image.file}`);
      expect(image.category && image.tags.length > 0 && image.width > 0 && image.height > 0).toBeTruthy();
      expect(statSync(join(CONTENT_ROOT, image.file)).size, image.file).toBeGreaterThan(0);
    }
    expect(new Set(images.map((i) => i.category)).size).toBeGreaterThanOrEqual(15);
  });
});
