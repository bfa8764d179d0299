/**
 * A published page's own script (issue 21 "Files: html, css and js minified; asset names content-hashed"):
 * `js/{slug}.js` holds the page's sections' scripts. At publish an empty one is dropped with its
 * `<script>` tag (most pages: one request fewer), and any other is minified with esbuild and written as
 * `js/{slug}.{hash}.js`, which the sites server answers as immutable. The saved file stays for the builder.
 */
import { createHash } from 'node:crypto';

/** A content-hashed asset of a publish: `css/{slug}.{8 hex}.css` or `js/{slug}.{8 hex}.js`. */
export const HASHED_ASSET = /^(css\/[a-z0-9-]+\.[0-9a-f]{8}\.css|js\/[a-z0-9-]+\.[0-9a-f]{8}\.js)$/;

export interface PublishedPageJs {
  readonly html: string;
  readonly file?: { readonly path: string; readonly js: string };
}

let esbuild: Promise<typeof import('esbuild')> | undefined;

export async function withPublishedJs(html: string, slug: string, js: string): Promise<PublishedPageJs> {
  const tag = `<script src="js/${slug}.js"></script>`;
  if (!html.includes(tag)) return { html };
  if (js.trim() === '')
    return { html: html.replace(new RegExp(`${tag.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\n?`), '') };
  // Imported by the first publish with a script rather than at every start of the server (≈ 0.3 s).
  esbuild ??= import('esbuild');
  const { transform } = await esbuild;
  // Section scripts are plain browser scripts (IIFEs): minified as they are, never bundled.
  const { code } = await transform(js, {
    minify: true,
    loader: 'js',
    target: 'es2017',
    legalComments: 'none',
  });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const path = `js/${slug}.${hash}.js`;
  return { html: html.replace(tag, `<script src="${path}"></script>`), file: { path, js: code } };
}
