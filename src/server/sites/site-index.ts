/**
 * What search engines read first on a published site (issue 21 "SEO": `sitemap.xml` and
 * `robots.txt` per site). Written into each publish folder, next to the pages it lists, so the
 * files switch with the publish. A page is listed by the address the sites server answers it at:
 * `index` at `/`, every other page at `/{slug}` (the `.html` is optional there).
 */
import { escapeAttribute } from '../../domain/html-tree.ts';
import type { Storage } from '../storage/storage.ts';

/** The page slugs among a publish's file paths (`{slug}.html` at its top level), home first. */
export function pageSlugs(paths: readonly string[]): string[] {
  const slugs = paths.flatMap((path) => /^([a-z0-9-]+)\.html$/.exec(path)?.[1] ?? []);
  return [...slugs].sort((a, b) => Number(b === 'index') - Number(a === 'index') || a.localeCompare(b));
}

export function sitemapXml(hostname: string, slugs: readonly string[], lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = slugs.map((slug) => {
    const loc = `https://${hostname}/${slug === 'index' ? '' : slug}`;
    return `  <url><loc>${escapeAttribute(loc)}</loc><lastmod>${day}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(hostname: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: https://${hostname}/sitemap.xml\n`;
}

/** Writes both files into a publish folder, for the pages it holds. */
export async function writeSiteIndex(
  storage: Storage,
  folder: string,
  hostname: string,
  publishedAt: Date,
): Promise<void> {
  const paths = (await storage.list(folder)).map((key) => key.slice(folder.length + 1));
  await storage.write(`${folder}/sitemap.xml`, sitemapXml(hostname, pageSlugs(paths), publishedAt));
  await storage.write(`${folder}/robots.txt`, robotsTxt(hostname));
}
