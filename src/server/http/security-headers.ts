/**
 * Response headers of the app origin (issue 3 "Security baseline"): a strict CSP (no inline scripts,
 * `object-src 'none'`, `base-uri 'self'`, `frame-ancestors 'self'`), `nosniff` and a strict
 * Referrer-Policy. `base-uri` is `'self'`, not `'none'`: the thumbnail's renderer (html2canvas-pro)
 * gives its copy of the canvas a `<base>` of the builder's own address, and `'none'` logged a CSP
 * error on every save (issue 27); a `<base>` elsewhere is still refused. The hosted base (sites origin) is allowed as a frame, fetch and image source
 * because the builder previews and reads saved pages from it. The Gallery's image search asks the Pexels
 * API (`connect-src https://api.pexels.com`); its pictures come from images.pexels.com, already an https image.
 */
import type { FastifyInstance } from 'fastify';

/** The image search of the builder's Gallery (spec §3, §7 Keys) calls this origin from the browser. */
export const PEXELS_API_ORIGIN = 'https://api.pexels.com';

export function appContentSecurityPolicy(hostedBase: string): string {
  const sites = new URL(hostedBase).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'unsafe-inline' https: ${sites}`,
    `img-src 'self' data: blob: https: ${sites}`,
    `font-src 'self' data: https: ${sites}`,
    `connect-src 'self' ${sites} ${PEXELS_API_ORIGIN}`,
    `frame-src 'self' blob: ${sites} https:`,
    `media-src 'self' blob: https: ${sites}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function installAppSecurityHeaders(app: FastifyInstance, hostedBase: string): void {
  const csp = appContentSecurityPolicy(hostedBase);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });
}
