/**
 * Only the Bootstrap a published page uses (issue 21 "Budgets": part of the website home's blocking time
 * was Bootstrap's whole bundle, 79 KB with Popper and every component, for one collapsing navbar).
 * A saved page links `assets/vendor/bootstrap/bootstrap.bundle.min.js`; at publish:
 * - a page that uses no Bootstrap component loses the tag (one request and its parsing fewer);
 * - a page whose components need no Popper (collapse, carousel, tab/pill, modal, offcanvas, alert,
 *   button, scrollspy, toast) gets those components alone, bundled with esbuild from Bootstrap's own
 *   sources (each registers its data attributes on import, as the whole bundle does) under the same
 *   `window.bootstrap` global, written as `js/bootstrap.{hash}.js` (content-hashed, immutable);
 * - a page with a dropdown, tooltip or popover (Popper), a `data-bs-toggle` of another kind, or a
 *   script of its own that names `bootstrap` or `jQuery` keeps the whole bundle, as saved.
 * The page's css is purged against the same Bootstrap (publish-css.ts), so the rules only other
 * components' js would use (modal backdrops, tooltips, carousel slides…) go too. The hosted preview and
 * the zip keep the saved page as it is.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { VENDOR_SCRIPTS } from '../../projections/save-payload.ts';

const require = createRequire(import.meta.url);
const BOOTSTRAP_DIR = dirname(require.resolve('bootstrap/package.json'));
const BOOTSTRAP_VERSION = (
  JSON.parse(readFileSync(join(BOOTSTRAP_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/** The saved page's tag for the whole bundle (save-payload.ts writes it). */
export const BUNDLE_TAG = `<script src="${VENDOR_SCRIPTS[0]}"></script>`;

/** `class="… name …"` as a whole class name (not `name-suffix`). */
const hasClass = (name: string) => new RegExp(`class="(?:[^"]*\\s)?${name}(?:\\s[^"]*)?"`, 'i');

/** Bootstrap's components that work without Popper, each with what in a page asks for it. */
const COMPONENTS: readonly (readonly [name: string, uses: readonly RegExp[]])[] = [
  ['alert', [/data-bs-dismiss="alert"/i]],
  ['button', [/data-bs-toggle="button"/i]],
  ['carousel', [/data-bs-ride="carousel"/i, /data-bs-slide(?:-to)?="/i, hasClass('carousel')]],
  ['collapse', [/data-bs-toggle="collapse"/i, hasClass('collapse')]],
  ['modal', [/data-bs-toggle="modal"/i, /data-bs-dismiss="modal"/i, hasClass('modal')]],
  ['offcanvas', [/data-bs-toggle="offcanvas"/i, /data-bs-dismiss="offcanvas"/i, hasClass('offcanvas')]],
  ['scrollspy', [/data-bs-spy="scroll"/i]],
  ['tab', [/data-bs-toggle="(?:tab|pill|list)"/i]],
  ['toast', [hasClass('toast')]],
];
const KNOWN_TOGGLES = new Set(['button', 'collapse', 'modal', 'offcanvas', 'tab', 'pill', 'list']);

/** Every inline script's text (custom and analytics scripts included), not the `src` ones. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!).join('\n');

/**
 * The Bootstrap components `html` (with its own `js`) uses, sorted; `'all'` when only the whole bundle
 * will do (Popper components, an unknown toggle, a script that drives Bootstrap itself).
 */
export function bootstrapComponents(html: string, js: string): readonly string[] | 'all' {
  if (/\b(?:bootstrap|jQuery)\b/.test(`${inlineScripts(html)}\n${js}`)) return 'all';
  for (const match of `${html}\n${js}`.matchAll(/data-bs-toggle="([^"]*)"/gi))
    if (!KNOWN_TOGGLES.has(match[1]!.toLowerCase())) return 'all';
  if (hasClass('dropdown-toggle').test(html)) return 'all';
  return COMPONENTS.filter(([, uses]) => uses.some((use) => use.test(html) || use.test(js))).map(
    ([name]) => name,
  );
}

const bundles = new Map<string, Promise<string>>();

/** Bootstrap's `components` bundled and minified as one browser script (built once per set per process). */
export function bootstrapSubset(components: readonly string[]): Promise<string> {
  const key = components.join(',');
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = buildSubset(components);
    bundles.set(key, bundle);
    bundle.catch(() => bundles.delete(key));
  }
  return bundle;
}

let esbuild: Promise<typeof import('esbuild')> | undefined;

async function buildSubset(components: readonly string[]): Promise<string> {
  // Imported by the first publish that needs a subset rather than at every start of the server.
  esbuild ??= import('esbuild');
  const { build } = await esbuild;
  const names = components.map((name) => name[0]!.toUpperCase() + name.slice(1));
  const contents = [
    ...components.map((name, at) => `import ${names[at]} from './${name}.js';`),
    `export { ${names.join(', ')} };`,
  ].join('\n');
  const result = await build({
    stdin: { contents, resolveDir: join(BOOTSTRAP_DIR, 'js/src'), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'bootstrap',
    minify: true,
    target: 'es2017',
    legalComments: 'none',
    logLevel: 'silent',
    banner: {
      js: `/*! Bootstrap v${BOOTSTRAP_VERSION} (https://getbootstrap.com/), ${components.join(', ')} only. Copyright 2011-2021 The Bootstrap Authors. Licensed under MIT (https://github.com/twbs/bootstrap/blob/main/LICENSE) */`,
    },
  });
  return result.outputFiles[0]!.text;
}

/** The Bootstrap js the published page will run: its components' bundle, the whole bundle, or none (''). */
export async function publishedBootstrapJs(html: string, js: string): Promise<string> {
  if (!html.includes(BUNDLE_TAG)) return readWholeBundle();
  const components = bootstrapComponents(html, js);
  if (components === 'all') return readWholeBundle();
  return components.length === 0 ? '' : bootstrapSubset(components);
}

let wholeBundle: Promise<string> | undefined;
const readWholeBundle = () => {
  wholeBundle ??= readFile(join(BOOTSTRAP_DIR, 'dist/js/bootstrap.bundle.min.js'), 'utf8');
  return wholeBundle;
};

export interface PublishedBootstrap {
  readonly html: string;
  readonly file?: { readonly path: string; readonly js: string };
}

/** The page with the whole bundle's tag dropped, kept, or pointing at a bundle of the components it uses. */
export async function withPublishedBootstrap(html: string, js: string): Promise<PublishedBootstrap> {
  if (!html.includes(BUNDLE_TAG)) return { html };
  const components = bootstrapComponents(html, js);
  if (components === 'all') return { html };
  if (components.length === 0)
    return { html: html.replace(html.includes(`${BUNDLE_TAG}\n`) ? `${BUNDLE_TAG}\n` : BUNDLE_TAG, '') };
  const code = await bootstrapSubset(components);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const path = `js/bootstrap.${hash}.js`;
  return { html: html.replace(BUNDLE_TAG, `<script src="${path}"></script>`), file: { path, js: code } };
}
