/** A published page's html, minified (issue 21 "Files: html, css and js minified"). */
import { describe, expect, it } from 'vitest';
import { parseHtml, serializeNodes } from '../../src/domain/html-tree.ts';
import { minifyPublishedHtml } from '../../src/server/sites/publish-html.ts';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <!-- the builder's note -->
  <!-- Icons: Font Awesome Free 6.6.0, CC BY 4.0, https://fontawesome.com/license/free -->
  <title>Bistro — Casa Verde</title>
</head>
<body>
  <main id="pw-page">
    <section data-section-id="ab12cd34ef" class="py-5">
      <h1 class="display-4">
        Handmade   pasta,
        every morning
      </h1>
      <p>Open <b>7</b> <em>days</em> a week.</p>
      <pre>  keep
    this  </pre>
      <form data-pw-form="contact" action="#"><input name="email" required><button type="submit">Send</button></form>
    </section>
  </main>
</body>
</html>
`;

describe('minifyPublishedHtml', () => {
  it('drops comments and indentation, keeps one space between words and inline elements', async () => {
    const html = await minifyPublishedHtml(PAGE);
    expect(html.length).toBeLessThan(PAGE.length * 0.9);
    expect(html).not.toContain("the builder's note");
    expect(html).toContain(
      '<!-- Icons: Font Awesome Free 6.6.0, CC BY 4.0, https://fontawesome.com/license/free -->',
    );
    expect(html).not.toMatch(/>\n\s+</);
    expect(html).toContain('Handmade pasta, every morning');
    // The gaps between inline elements stay (one space, never none).
    expect(html).toContain('<p>Open <b>7</b> <em>days</em> a week.</p>');
    expect(html).toContain('<pre>  keep\n    this  </pre>');
  });

  it('keeps every element and attribute the sites server wires (forms, sections)', async () => {
    const html = await minifyPublishedHtml(PAGE);
    const shape = (source: string) =>
      serializeNodes(parseHtml(source, () => 'x'))
        .replace(/<!-- the builder's note -->/g, '')
        .replace(/\s+/g, ' ')
        .replace(/> </g, '><')
        .replace(/ </g, '<')
        .replace(/> /g, '>');
    expect(shape(html)).toBe(shape(PAGE));
    expect(html).toContain('data-section-id="ab12cd34ef"');
    expect(html).toContain('<input name="email" required>');
  });
});
