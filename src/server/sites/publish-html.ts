/**
 * A published page's html, minified (issue 21 "Files: html, css and js minified") with
 * `html-minifier-terser`: comments go (licence credits stay) and whitespace between tags collapses, conservatively (a run of
 * spaces becomes one space, never none, so inline elements keep the gap between them; `<pre>` and
 * `<textarea>` keep theirs). Attributes, their quotes and every element stay, so the sites server's
 * wiring (forms, checkout) reads the page as before. The css and js are minified by their own steps.
 */
import type { Options } from 'html-minifier-terser';

const OPTIONS: Options = {
  collapseWhitespace: true,
  conservativeCollapse: true,
  removeComments: true,
  // Licence credits stay (inline-icons.ts ICONS_CREDIT: CC BY 4.0 asks for attribution).
  ignoreCustomComments: [/^\s*Icons: /, /^!/],
  // Inline `<style>` and `<script>` were minified by publish-css.ts and publish-js.ts.
  minifyCSS: false,
  minifyJS: false,
};

let minifier: Promise<typeof import('html-minifier-terser')> | undefined;

export async function minifyPublishedHtml(html: string): Promise<string> {
  // Imported by the first publish rather than at every start of the server (≈ 0.2 s).
  minifier ??= import('html-minifier-terser');
  const { minify } = await minifier;
  return minify(html, OPTIONS);
}
