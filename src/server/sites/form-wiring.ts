/**
 * Published forms post to the site's own origin (issue 21 "Live forms"). A page's forms without an
 * `action` of their own get `action="/_pw/forms" method="post"` and hidden fields: the page id, the
 * form's index on the page, an empty honeypot, and the slots the page script fills (the time spent
 * filling, an idempotency key). Without JavaScript the form is a real POST; with it, form-script.ts
 * sends it by fetch and shows the answer in place.
 *
 * String work on the saved html, like the rest of the publish rendering (page-scripts.ts): the saved
 * bytes stay what the builder saved (trace replay compares them), a publish carries the wiring.
 */
import { escapeAttribute } from '../../domain/html-tree.ts';
import { FORM_INDEX_FIELD } from './form-schema.ts';
import { FORM_SCRIPT } from './form-script.ts';

export const FORMS_PATH = '/_pw/forms';
export const PAGE_FIELD = '_pw_page';
export const HONEYPOT_FIELD = '_pw_hp';
export const ELAPSED_FIELD = '_pw_elapsed';
export const KEY_FIELD = '_pw_key';

export interface FormTarget {
  readonly pageId: string;
  /** Where a funnel step goes after a submission by default (`/next-step`), when it has a next page. */
  readonly nextPath?: string | undefined;
}

/** An opening `<form …>` tag; attribute values may hold `>` inside quotes. */
const FORM_TAG = /<form\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const SCRIPT_BLOCK = /(<script\b[\s\S]*?<\/script\s*>)/i;

/** Kept out of sight and out of the tab order; people never fill it, form-filling bots often do. */
const honeypot = () =>
  `<div style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden" aria-hidden="true"><label>Leave this field empty<input type="text" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off"></label></div>`;

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`;

/** The `data-pw-next` a form tag already carries, when it is a path of this site (`/`, `/thank-you`). */
function chosenNextPath(attrs: string): string | undefined {
  const match = /\sdata-pw-next\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i.exec(attrs);
  const value = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return /^\/(?:[a-z0-9-]+)?$/.test(value) ? value : undefined;
}

/** The html with its forms wired and the form script added (unchanged when it has no form to wire). */
export function wireForms(html: string, target: FormTarget): string {
  let index = 0;
  const wire = (segment: string) =>
    segment.replace(FORM_TAG, (tag: string, attrs: string) => {
      if (/\saction\s*=/i.test(attrs)) return tag;
      // A page the owner chose in Form settings wins over the funnel's next step.
      const nextPath = chosenNextPath(attrs) ?? target.nextPath;
      const next = nextPath ? ` data-pw-next="${escapeAttribute(nextPath)}"` : '';
      const fields = [
        hidden(PAGE_FIELD, target.pageId),
        hidden(FORM_INDEX_FIELD, String(index++)),
        hidden(ELAPSED_FIELD, ''),
        hidden(KEY_FIELD, ''),
        honeypot(),
      ].join('');
      const kept = attrs.replace(
        /\s(method|data-pw-form|data-pw-next)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi,
        '',
      );
      return `<form${kept} action="${FORMS_PATH}" method="post" data-pw-form${next}>${fields}`;
    });
  // Script bodies are left alone: a `<form` in a string there is no form.
  const wired = html
    .split(SCRIPT_BLOCK)
    .map((part, at) => (at % 2 === 1 ? part : wire(part)))
    .join('');
  if (index === 0) return html;
  const script = `<script>${FORM_SCRIPT}</script>`;
  const closing = wired.toLowerCase().lastIndexOf('</body>');
  return closing === -1
    ? `${wired}\n${script}`
    : `${wired.slice(0, closing)}${script}\n${wired.slice(closing)}`;
}
