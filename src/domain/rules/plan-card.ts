/**
 * A plan card as the content library draws it (issue 23 "Plan card"): a `.pw-plan-card` holding its
 * name (`.pw-plan-name`), description, price (`.pw-plan-currency`, `.pw-plan-amount`,
 * `.pw-plan-period`), buy button (`.pw-plan-button`) and features (`.pw-plan-features`). Pure reads.
 */
import { type ElementNode, getAttr, type HtmlNode, hasClass } from '../html-tree.ts';

export const PLAN_CARD_CLASS = 'pw-plan-card';
/** The project plan a card shows (on the card; its button carries `data-pw-plan`, the checkout's mark). */
export const CARD_PLAN_ATTR = 'data-plan-id';
export const BUTTON_PLAN_ATTR = 'data-pw-plan';

export type PlanCardPart = 'name' | 'description' | 'currency' | 'amount' | 'period' | 'button' | 'features';

export const isPlanCard = (node: ElementNode): boolean => hasClass(node, PLAN_CARD_CLASS);

function findByClass(nodes: readonly HtmlNode[], className: string): ElementNode | null {
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    if (hasClass(node, className)) return node;
    const found = findByClass(node.children, className);
    if (found) return found;
  }
  return null;
}

export function planCardParts(card: ElementNode): Readonly<Record<PlanCardPart, ElementNode | null>> {
  const part = (name: string) => findByClass(card.children, `pw-plan-${name}`);
  return {
    name: part('name'),
    description: part('description'),
    currency: part('currency'),
    amount: part('amount'),
    period: part('period'),
    button: part('button'),
    features: part('features'),
  };
}

export function cardPlanId(card: ElementNode): string | null {
  return getAttr(card, CARD_PLAN_ATTR) ?? null;
}

export type BillingInterval = 'one_time' | 'month' | 'year';

/** `19` → `19`, `19.5` → `19.50`. */
export function formatPlanPrice(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}

export function periodText(interval: BillingInterval): string {
  return interval === 'month' ? '/month' : interval === 'year' ? '/year' : ' one-time';
}
