/**
 * What a visitor sees at an address a site does not have (issue 21 "SEO": a styled HTML 404, never
 * JSON to a visitor). Browsers asking for a page get this; scripts and files asked for by a page
 * keep the JSON error (a fetch reads it). The page is self-contained (inline css, no scripts), so it
 * works on every origin the sites server answers for, sandboxed or not.
 */
import type { FastifyRequest } from 'fastify';

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
  const link = home === null ? '' : `\n    <p><a href="${home}">Go to the home page</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Page not found</title>
  <style>
    html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f9fafb; }
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
    main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
    .code { margin: 0; font-size: 4rem; font-weight: 700; line-height: 1; color: #6d28d9; }
    h1 { margin: 1rem 0 0.5rem; font-size: 1.5rem; }
    p { margin: 0.5rem 0; line-height: 1.6; color: #4b5563; }
    a { color: #5b21b6; font-weight: 600; }
  </style>
</head>
<body>
  <main>
    <p class="code" aria-hidden="true">404</p>
    <h1>Page not found</h1>
    <p>The page you asked for is not on this site. It may have moved, or the address may have a typo.</p>${link}
  </main>
</body>
</html>
`;
}
