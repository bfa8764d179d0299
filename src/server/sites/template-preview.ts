/**
 * Template previews (issue 4 "Choose template: … preview (opens the template in a new tab)"): the
 * library's template pages built exactly as a project created from the template would save them,
 * served on the sites origin at `/templates/{template_id}/{slug}.html` with their `css/` and `js/`.
 * Vendor and library assets resolve through the same fallbacks as a saved page. Built once per page.
 */
import { buildSavedPage } from '../content/build-page.ts';
import { type LibraryTemplate, loadTemplates } from '../content/library.ts';

export const TEMPLATE_PREVIEW_PREFIX = 'templates';

let templates: Promise<Map<string, LibraryTemplate>> | undefined;
const built = new Map<string, ReturnType<typeof buildSavedPage>>();

function library(): Promise<Map<string, LibraryTemplate>> {
  templates ??= loadTemplates().then((list) => new Map(list.map((t) => [t.template_id, t])));
  return templates;
}

/**
 * The text of `path` (`about.html`, `css/about.css`, `js/about.js`; `''` is the first page) in the
 * template's preview, or undefined when the template or page does not exist.
 */
export async function templatePreviewFile(templateId: string, path: string): Promise<string | undefined> {
  const template = (await library()).get(templateId);
  if (!template) return undefined;
  const match = /^(?:(css|js)\/)?([a-z0-9-]+)\.(html|css|js)$/.exec(path === '' ? 'index.html' : path);
  if (!match) return undefined;
  const [, folder, slug, extension] = match;
  if ((folder ?? 'html') !== (extension === 'html' ? 'html' : extension)) return undefined;
  const page =
    template.pages.find((candidate) => candidate.page_slug === slug) ??
    (slug === 'index' ? template.pages[0] : undefined);
  if (!page) return undefined;
  const key = `${templateId}/${page.page_slug}`;
  let saved = built.get(key);
  if (!saved) {
    saved = buildSavedPage(page.sections, page.root, {
      page_name: page.page_name,
      page_slug: page.page_slug,
    });
    built.set(key, saved);
  }
  if (extension === 'html') return saved.html;
  return extension === 'css' ? saved.css : saved.javascript;
}
