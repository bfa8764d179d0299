/**
 * A published site's sitemap.xml and robots.txt (issue 21 "SEO"): every page at the address the
 * sites server answers it at, home first; robots.txt allows everything and names the sitemap.
 */
import { describe, expect, it } from 'vitest';
import { pageSlugs, robotsTxt, sitemapXml } from '../../src/server/sites/site-index.ts';

describe('site index', () => {
  it('finds the pages among a publish folder’s files, home first', () => {
    expect(
      pageSlugs(['css/index.css', 'thank-you.html', 'index.html', 'about.html', 'assets/x.html', 'js/a.js']),
    ).toEqual(['index', 'about', 'thank-you']);
  });

  it('lists every page by its clean address, with the publish day', () => {
    expect(sitemapXml('www.shop.example', ['index', 'about'], new Date('2026-11-26T17:00:00Z'))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.shop.example/</loc><lastmod>2026-11-26</lastmod></url>\n' +
        '  <url><loc>https://www.shop.example/about</loc><lastmod>2026-11-26</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('allows every crawler and names the sitemap', () => {
    expect(robotsTxt('www.shop.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.shop.example/sitemap.xml\n',
    );
  });
});
