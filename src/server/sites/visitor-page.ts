/**
 * The small pages the sites server itself answers a visitor with (not found, form sent, form not
 * sent): self-contained (inline css, no scripts, `noindex`), so they work on every origin the sites
 * server answers for, sandboxed or not.
 */
import { escapeAttribute, escapeText } from '../../domain/html-tree.ts';

export interface VisitorPage {
  readonly title: string;
  /** A large mark above the heading, e.g. `404` (decorative: screen readers skip it). */
  readonly mark?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly link?: { readonly href: string; readonly text: string } | undefined;
  /** Error answers put their words in an alert, so they are read out on arrival. */
  readonly alert?: boolean;
}

export function visitorPage(page: VisitorPage): string {
  const paragraphs = page.paragraphs.map((text) => `\n    <p>${escapeText(text)}</p>`).join('');
  const link = page.link
    ? `\n    <p><a href="${escapeAttribute(page.link.href)}">${escapeText(page.link.text)}</a></p>`
    : '';
  const mark = page.mark ? `\n    <p class="mark" aria-hidden="true">${escapeText(page.mark)}</p>` : '';
  const role = page.alert ? ' role="alert"' : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeText(page.title)}</title>
  <style>
    html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f9fafb; }
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
    main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
    .mark { margin: 0; font-size: 4rem; font-weight: 700; line-height: 1; color: #6d28d9; }
    h1 { margin: 1rem 0 0.5rem; font-size: 1.5rem; }
    p { margin: 0.5rem 0; line-height: 1.6; color: #4b5563; }
    a { color: #5b21b6; font-weight: 600; }
  </style>
</head>
<body>
  <main>${mark}
    <h1>${escapeText(page.heading)}</h1>
    <div${role}>${paragraphs}
    </div>${link}
  </main>
</body>
</html>
`;
}
