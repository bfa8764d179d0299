/**
 * Saved files → the files a published or zipped site carries: each page's html (`{slug}.html` at the
 * project's top level) goes through renderPublishedHtml with its project's and page's values and gets
 * its booking, form and buy-button wiring; every other file passes unchanged.
 */
import type { RootKey } from '../../domain/root-values.ts';
import { wireBookingLinks } from './booking-wiring.ts';
import { wireBuyButtons } from './checkout-wiring.ts';
import { type FormTarget, wireForms } from './form-wiring.ts';
import { renderPublishedHtml } from './page-scripts.ts';

type Values = Readonly<Partial<Record<RootKey, string>>>;

/** `(path relative to the project folder, bytes) → bytes`. */
export type FileTransform = (path: string, bytes: Buffer) => Buffer;

export const identityTransform: FileTransform = (_path, bytes) => bytes;

export function pageHtmlTransform(
  project: Values,
  pagesBySlug: ReadonlyMap<string, Values>,
  siteName = '',
  /** Pages whose forms post to the site (a publish, a preview domain; not a zip, which has no server). */
  formTargets: ReadonlyMap<string, FormTarget> = new Map(),
  /** The published site's address (`https://{domain}`): pages get their canonical and share tags. */
  origin?: string,
): FileTransform {
  return (path, bytes) => {
    const match = /^([a-z0-9-]+)\.html$/.exec(path);
    const page = match ? pagesBySlug.get(match[1]!) : undefined;
    if (!page) return bytes;
    const slug = match![1]!;
    const canonical = origin && `${origin}/${slug === 'index' ? '' : slug}`;
    // Booking links open their calendar in the page (booking-wiring.ts): no server needed, so zips too.
    const html = wireBookingLinks(
      renderPublishedHtml(bytes.toString('utf8'), project, page, siteName, canonical),
    );
    const target = formTargets.get(slug);
    // Buy buttons post to the site like forms do (checkout-wiring.ts), with the same page and next step.
    return Buffer.from(target ? wireBuyButtons(wireForms(html, target), target) : html, 'utf8');
  };
}
