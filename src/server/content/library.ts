/**
 * The shipped content library (issue 6), read from `content/` on disk: library sections, website
 * and funnel templates, and the stock images. Node only; the server's seed step, the section,
 * template and stock-image calls, and project creation from a template read through here.
 *
 * Format (docs/content.md): `content/sections/<name>/{section.html, section.css, section.js?,
 * meta.json}`, `content/templates/<slug>/{template.json, pages/<page>/<nn>-<section>.html}` where a
 * template page section takes its css/js from the library section it names, and
 * `content/images/index.json`. Section html references images as `assets/images/<file>` (served
 * from `content/images/<file>`; listed per template in `template_files`).
 *
 * Invariants (tests/content/library.test.ts): ids are stable 10-character [a-zA-Z0-9] strings
 * derived from names; every html is in the document model's canonical form.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SectionInput } from '../../commands/section.ts';
import type { SectionVideo } from '../../domain/document.ts';
import type { RootValues } from '../../domain/root-values.ts';

export const CONTENT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../content');

/** The relative prefix section html uses for shipped images and videos. */
export const CONTENT_ASSET_PREFIX = 'assets/';

/** Settings a section should get right after `section.add` (a background video). */
export interface LibrarySectionSettings {
  readonly video?: SectionVideo;
}

export interface LibrarySection {
  readonly section_id: string;
  readonly section_name: string;
  readonly section_title: string;
  readonly section_type: string;
  readonly category: string;
  readonly description: string;
  readonly section_html: string;
  readonly section_css: string;
  readonly section_js: string;
  /** Relative to content/, e.g. `thumbnails/sections/hero-split.png`. */
  readonly thumbnail: string;
  readonly settings?: LibrarySectionSettings;
}

/** A template page section: ready for `section.add`, plus optional settings to apply after. */
export type TemplateSection = SectionInput & { readonly settings?: LibrarySectionSettings };

export interface TemplatePage {
  readonly page_name: string;
  readonly page_slug: string;
  readonly root: Partial<RootValues>;
  readonly sections: TemplateSection[];
}

/** A template asset (spec §3): storage key in the project, file under content/, file name. */
export interface TemplateFile {
  readonly Key: string;
  readonly file_path: string;
  readonly file_name: string;
}

export interface LibraryTemplate {
  readonly template_id: string;
  readonly template_name: string;
  readonly slug: string;
  readonly category: string;
  readonly kind: 'website' | 'funnel';
  readonly thumbnail: string;
  readonly description: string;
  readonly palette: string;
  readonly pages: TemplatePage[];
  readonly template_files: TemplateFile[];
}

export interface StockImage {
  readonly _id: string;
  /** Relative to content/, e.g. `images/food/hero.webp`. */
  readonly file: string;
  readonly url_path: string;
  readonly title: string;
  readonly category: string;
  readonly tags: string[];
  readonly width: number;
  readonly height: number;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A stable 10-character [a-zA-Z0-9] id derived from a name. */
export function stableId(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[digest[i]! % ALPHABET.length];
  return out;
}

interface SectionMeta {
  /** Position in the builder's section drawer. */
  readonly order: number;
  readonly section_title: string;
  readonly section_type: string;
  readonly category: string;
  readonly description: string;
  readonly settings?: LibrarySectionSettings;
}

interface TemplateJson {
  readonly template_name: string;
  readonly category: string;
  readonly kind: 'website' | 'funnel';
  readonly palette: string;
  readonly description: string;
  readonly root: Partial<RootValues>;
  readonly pages: {
    page_name: string;
    page_slug: string;
    /** The page's meta description (search results; issue 21 "every template page has a description"). */
    description?: string;
    sections: { section: string; file: string }[];
  }[];
}

async function readOptional(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** Files end with a newline for editors; the html itself is the canonical form without it. */
function withoutFinalNewline(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

async function listDirs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

export async function loadSectionLibrary(): Promise<LibrarySection[]> {
  const root = join(CONTENT_ROOT, 'sections');
  const names = await listDirs(root);
  const sections = await Promise.all(
    names.map(async (name): Promise<LibrarySection & { order: number }> => {
      const dir = join(root, name);
      const meta = await readJson<SectionMeta>(join(dir, 'meta.json'));
      return {
        order: meta.order,
        section_id: stableId(`section:${name}`),
        section_name: name,
        section_title: meta.section_title,
        section_type: meta.section_type,
        category: meta.category,
        description: meta.description,
        section_html: withoutFinalNewline(await readFile(join(dir, 'section.html'), 'utf8')),
        section_css: await readOptional(join(dir, 'section.css')),
        section_js: await readOptional(join(dir, 'section.js')),
        thumbnail: `thumbnails/sections/${name}.png`,
        ...(meta.settings ? { settings: meta.settings } : {}),
      };
    }),
  );
  return sections.sort((a, b) => a.order - b.order).map(({ order: _order, ...section }) => section);
}

const ASSET_REF = /\bassets\/((?:images|videos)\/[A-Za-z0-9._/-]+)/g;

export async function loadTemplates(): Promise<LibraryTemplate[]> {
  const library = new Map((await loadSectionLibrary()).map((s) => [s.section_name, s]));
  const root = join(CONTENT_ROOT, 'templates');
  const slugs = await listDirs(root);
  return Promise.all(
    slugs.map(async (slug): Promise<LibraryTemplate> => {
      const dir = join(root, slug);
      const json = await readJson<TemplateJson>(join(dir, 'template.json'));
      const assets = new Set<string>();
      const pages = await Promise.all(
        json.pages.map(async (page): Promise<TemplatePage> => {
          const sections = await Promise.all(
            page.sections.map(async ({ section, file }): Promise<TemplateSection> => {
              const base = library.get(section);
              if (!base) throw new Error(`Template ${slug} uses unknown section ${section}`);
              const html = withoutFinalNewline(await readFile(join(dir, file), 'utf8'));
              for (const match of html.matchAll(ASSET_REF)) assets.add(match[1]!);
              if (base.settings?.video) assets.add(base.settings.video.url.replace(/^assets\//, ''));
              return {
                section_name: base.section_name,
                section_title: base.section_title,
                section_type: base.section_type,
                section_html: html,
                section_css: base.section_css,
                section_js: base.section_js,
                ...(base.settings ? { settings: base.settings } : {}),
              };
            }),
          );
          const root = page.description ? { ...json.root, meta_description: page.description } : json.root;
          return { page_name: page.page_name, page_slug: page.page_slug, root, sections };
        }),
      );
      return {
        template_id: stableId(`template:${slug}`),
        template_name: json.template_name,
        slug,
        category: json.category,
        kind: json.kind,
        thumbnail: `thumbnails/templates/${slug}.png`,
        description: json.description,
        palette: json.palette,
        pages,
        template_files: [...assets].sort().map((path) => ({
          Key: `${CONTENT_ASSET_PREFIX}${path}`,
          file_path: path,
          file_name: path.slice(path.lastIndexOf('/') + 1),
        })),
      };
    }),
  );
}

export async function loadStockImages(): Promise<StockImage[]> {
  const list = await readJson<Omit<StockImage, '_id' | 'url_path'>[]>(
    join(CONTENT_ROOT, 'images/index.json'),
  );
  return list.map((image) => ({
    _id: stableId(`image:${image.file}`),
    ...image,
    tags: [...image.tags],
    url_path: `/content/${image.file}`,
  }));
}
