/**
 * A published page's html, minified (issue 21 "Files: html, css and js minified") with
 * `html-minifier-terser`: comments go (licence credits stay) and whitespace between tags collapses, conservatively (a run of
 * spaces becomes one space, never none, so inline elements keep the gap between them; `<pre>` and
 * `<textarea>` keep theirs). Attributes, their quotes and every element stay, so the sites server's
 * wiring (forms, checkout) reads the page as before. The css and js are minified by their own steps.
 */
import { minify, type Options } from 'html-minifier-terser';

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

export async function minifyPublishedHtml(html: string): Promise<string> {
  return minify(html, OPTIONS);
}
