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

/**
 * A pricing table (Plan settings): the element, marked `pw-plans` by the content library, whose
 * children are its cards or the columns holding them.
 */
export const PLANS_TABLE_CLASS = 'pw-plans';
/** The card the table draws out (its "Most popular" one). */
export const FEATURED_CARD_CLASS = 'pws-plan-featured';

export const isPlansTable = (node: ElementNode): boolean => hasClass(node, PLANS_TABLE_CLASS);
export const isFeatured = (card: ElementNode): boolean => hasClass(card, FEATURED_CARD_CLASS);

export interface TableSlot {
  /** The table's child: the card, or the column holding it. */
  readonly node: ElementNode;
  /** Its place among the table's children (text nodes included). */
  readonly index: number;
  readonly card: ElementNode;
}

function cardIn(node: ElementNode): ElementNode | null {
  if (isPlanCard(node)) return node;
  for (const child of node.children) {
    if (child.kind !== 'element') continue;
    const card = cardIn(child);
    if (card) return card;
  }
  return null;
}

/** The table's children that hold a plan card, in order; other children are not the table's to change. */
export function tableSlots(table: ElementNode): readonly TableSlot[] {
  const slots: TableSlot[] = [];
  table.children.forEach((node, index) => {
    if (node.kind !== 'element') return;
    const card = cardIn(node);
    if (card) slots.push({ node, index, card });
  });
  return slots;
}

/** The plan ids a table's cards show, in order (null for a card not yet given one). */
export function tablePlanIds(table: ElementNode): readonly (string | null)[] {
  return tableSlots(table).map((slot) => cardPlanId(slot.card));
}
