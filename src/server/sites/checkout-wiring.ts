/**
 * Buy buttons on published pages (issue 25 "Stripe"): an element carrying a plan reference
 * (`data-pw-plan="{planId}"`: the Payment Button, the Stripe buy button block, a plan card's button)
 * becomes a submit button of a small form posting to the site's own `POST /_pw/checkout`
 * (checkout-routes.ts), which starts a Stripe Checkout Session. The forms go at the end of the body and
 * the buttons name theirs with `form=`, so a buy button inside another form or a card keeps its place
 * and its look (`<a class="btn">` becomes `<button class="btn">`; Bootstrap draws both alike).
 *
 * What a click buys is written here, not sent by the visitor: the form carries only the page id and
 * the button's index; checkout-routes.ts reads the plan and the next page back from this same wiring
 * of the page it serves (`buyButtons`), as form-routes.ts does for forms.
 *
 * Without JavaScript each is a plain POST answered 303; with it, checkout-script.ts sends it by fetch,
 * keeps a second click from starting a second checkout, and shows an error beside the button.
 */
import { escapeAttribute } from '../../domain/html-tree.ts';
import { CHECKOUT_SCRIPT } from './checkout-script.ts';
import { PAGE_FIELD } from './form-wiring.ts';

export const CHECKOUT_PATH = '/_pw/checkout';
export const BUY_INDEX_FIELD = '_pw_buy';
export const PLAN_ATTR = 'data-pw-plan';

export interface BuyTarget {
  readonly pageId: string;
  /** The funnel's next page (`/next-step`), where a payment goes by default. */
  readonly nextPath?: string | undefined;
}

/** A wired buy button as the page serves it. */
export interface BuyButton {
  readonly planId: string;
  /** A same-site path (`/thank-you`), when the button or the funnel names one. */
  readonly nextPath: string | undefined;
}

const SCRIPT_BLOCK = /(<script\b[\s\S]*?<\/script\s*>)/i;
const ATTRS = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
/** `<a … data-pw-plan …>…</a>` (links do not nest) or an opening `<button … data-pw-plan …>`. */
const BUY_ELEMENT = new RegExp(`<a\\b${ATTRS}>([\\s\\S]*?)</a\\s*>|<button\\b${ATTRS}>`, 'gi');
const BUY_FORM = new RegExp(`<form\\b${ATTRS}>`, 'gi');

function attrOf(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : undefined;
}

const withoutAttrs = (attrs: string, names: readonly string[]) =>
  attrs.replace(new RegExp(`\\s(${names.join('|')})(\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]*))?`, 'gi'), '');

/** A same-site page path (`/`, `/thank-you`), else undefined. */
function sitePath(value: string | undefined): string | undefined {
  return value && /^\/(?:[a-z0-9-]+)?$/.test(value) ? value : undefined;
}

const formId = (index: number) => `pw-buy-${index}`;

/** The html with its buy buttons wired and the checkout script added (unchanged without one). */
export function wireBuyButtons(html: string, target: BuyTarget): string {
  const forms: string[] = [];
  const wire = (segment: string) =>
    segment.replace(
      BUY_ELEMENT,
      (whole, linkAttrs: string | undefined, label: string | undefined, buttonAttrs: string | undefined) => {
        const attrs = linkAttrs ?? buttonAttrs ?? '';
        const planId = attrOf(attrs, PLAN_ATTR);
        if (!planId || attrOf(attrs, 'form') !== undefined) return whole;
        const index = forms.length;
        const next = sitePath(attrOf(attrs, 'data-pw-next')) ?? target.nextPath;
        forms.push(
          `<form id="${formId(index)}" action="${CHECKOUT_PATH}" method="post" data-pw-buy ${PLAN_ATTR}="${escapeAttribute(planId)}"${next ? ` data-pw-next="${escapeAttribute(next)}"` : ''} hidden>` +
            `<input type="hidden" name="${PAGE_FIELD}" value="${escapeAttribute(target.pageId)}">` +
            `<input type="hidden" name="${BUY_INDEX_FIELD}" value="${index}"></form>`,
        );
        const kept = withoutAttrs(attrs, ['href', 'target', 'rel', 'type', 'download', 'role']);
        const open = `<button type="submit" form="${formId(index)}"${kept}>`;
        return linkAttrs !== undefined ? `${open}${label ?? ''}</button>` : open;
      },
    );
  // Script bodies are left alone: a `<button` in a string there is no button.
  const wired = html
    .split(SCRIPT_BLOCK)
    .map((part, at) => (at % 2 === 1 ? part : wire(part)))
    .join('');
  if (forms.length === 0) return html;
  const tail = `${forms.join('')}<script>${CHECKOUT_SCRIPT}</script>`;
  const closing = wired.toLowerCase().lastIndexOf('</body>');
  return closing === -1 ? `${wired}\n${tail}` : `${wired.slice(0, closing)}${tail}\n${wired.slice(closing)}`;
}

/** The buy buttons a served page has, by index (read back from its wiring, never from a request). */
export function buyButtons(html: string): ReadonlyMap<string, BuyButton> {
  const found = new Map<string, BuyButton>();
  for (const part of html.split(SCRIPT_BLOCK).filter((_, at) => at % 2 === 0)) {
    for (const match of part.matchAll(BUY_FORM)) {
      const attrs = match[1] ?? '';
      const id = attrOf(attrs, 'id') ?? '';
      const planId = attrOf(attrs, PLAN_ATTR);
      if (!/^pw-buy-\d+$/.test(id) || !/\sdata-pw-buy(?=\s|=|$)/.test(attrs) || !planId) continue;
      found.set(id.slice('pw-buy-'.length), { planId, nextPath: sitePath(attrOf(attrs, 'data-pw-next')) });
    }
  }
  return found;
}
