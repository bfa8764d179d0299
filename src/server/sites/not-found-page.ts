/**
 * What a visitor sees at an address a site does not have (issue 21 "SEO": a styled HTML 404, never
 * JSON to a visitor). Browsers asking for a page get this; scripts and files asked for by a page
 * keep the JSON error (a fetch reads it).
 */
import type { FastifyRequest } from 'fastify';
import { visitorPage } from './visitor-page.ts';

/** Whether the request is a visitor's page view: a navigation that accepts html, for a page path. */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = String(request.headers.accept ?? '');
  if (!accept.includes('text/html')) return false;
  const path = request.url.split('?')[0] ?? '/';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last === '' || !last.includes('.') || last.toLowerCase().endsWith('.html');
}

/** The 404 page; `home` is where its link goes (a published site's `/`), or none on the shared origin. */
export function notFoundPage(home: string | null): string {
  return visitorPage({
    title: 'Page not found',
    mark: '404',
    heading: 'Page not found',
    paragraphs: [
      'The page you asked for is not on this site. It may have moved, or the address may have a typo.',
    ],
    link: home === null ? undefined : { href: home, text: 'Go to the home page' },
  });
}
