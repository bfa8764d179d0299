/**
 * The canvas's vendor stylesheets (Bootstrap, Font Awesome, Animate.css), as the saved page links them.
 * Apart from the canvas document, so that a cold open (early-open.ts) can ask for them as soon as it
 * knows the hosted base, long before the canvas's own code has arrived to open the document that links
 * them.
 */

/** Vendor files, relative to the page folder. */
const VENDOR_FILES = [
  'assets/vendor/bootstrap/bootstrap.min.css',
  'assets/vendor/fontawesome/css/all.min.css',
  'assets/vendor/animate/animate.min.css',
];

/**
 * How the canvas fetches them: with CORS (the hosted base allows any origin for vendor files) so the
 * builder can read Bootstrap's rules and replace the one that slows every section change
 * (legend-rule.ts). An early request must use the same mode and credentials to be the cache's answer.
 */
export const VENDOR_CROSS_ORIGIN = 'anonymous';

/** The vendor stylesheets of the page folder `assetBase` (`{hostedBase}/{projectId}/`), absolute. */
export function vendorStylesheets(assetBase: string): string[] {
  return VENDOR_FILES.map((file) => new URL(file, assetBase).href);
}
