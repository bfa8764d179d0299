/**
 * Plan card family (issue 23 "Plan card and plan settings"): a card shows one of the project's
 * payment plans — its name, description, price with the currency symbol (spec §9: fallback `$`),
 * interval and features — and its buy button carries `data-pw-plan="{planId}"`, which is how the
 * published page knows a buy button (the checkout wiring). The plan travels in the command, so the
 * command replays without the server.
 *
 * Emits only element events; one command is one undo step. A card lacking a part keeps what it has
 * (only its name and price are required).
 */
import { currencySymbol } from '../domain/currencies.ts';
import { findSection } from '../domain/document.ts';
import {
  type ElementNode,
  escapeText,
  type HtmlNode,
  parseHtml,
  setAttr,
  textContent,
} from '../domain/html-tree.ts';
import { nodeId } from '../domain/ids.ts';
import { MESSAGES } from '../domain/messages.ts';
import { err, ok } from '../domain/result.ts';
import {
  type BillingInterval,
  BUTTON_PLAN_ATTR,
  CARD_PLAN_ATTR,
  formatPlanPrice,
  isPlanCard,
  periodText,
  planCardParts,
} from '../domain/rules/plan-card.ts';
import { locate } from '../domain/tree-paths.ts';
import { attributesChange } from './carousel.ts';
import { isEditableNode } from './element.ts';
import type { ElementEvent } from './element-events.ts';
import { type CommandContext, commandError, type Decide } from './types.ts';

/** The plan as the card shows it (from the project's payment plans, spec §3 "Payment plan"). */
export interface CardPlan {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly price: number;
  /** ISO 4217 code; its symbol is shown (`$` when unknown). */
  readonly currency: string;
  readonly interval: BillingInterval;
  /** The plan's features that are on, in order. */
  readonly features: readonly string[];
}

export type PlanCardCommand = {
  readonly kind: 'planCard.setPlan';
  readonly sectionId: string;
  readonly cardId: string;
  readonly plan: CardPlan;
};

const PLAN_ID = /^[A-Za-z0-9-]{1,64}$/;
export const NOT_A_CARD_MESSAGE = 'Select a plan card.';
export const CARD_PARTS_MESSAGE = 'This card has no name or price to fill in.';
export const BAD_PLAN_MESSAGE = 'Choose one of the project’s payment plans.';

type Spliced = Extract<ElementEvent, { type: 'element.childrenSpliced' }>;

function setChildren(sectionId: string, node: ElementNode, children: readonly HtmlNode[]): Spliced | null {
  if (JSON.stringify(node.children) === JSON.stringify(children)) return null;
  return {
    type: 'element.childrenSpliced',
    v: 1,
    sectionId,
    parentId: node.id,
    index: 0,
    removed: node.children,
    inserted: children,
  };
}

const text = (value: string): HtmlNode[] => (value === '' ? [] : [{ kind: 'text', text: value }]);

function featureItems(features: readonly string[], ctx: CommandContext): HtmlNode[] {
  const html = features.map((feature) => `<li>${escapeText(feature)}</li>`).join('');
  return parseHtml(html, () => nodeId(ctx.ids));
}

export const decidePlanCard: Decide<PlanCardCommand, ElementEvent> = (doc, command, ctx) => {
  const section = findSection(doc, command.sectionId);
  if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
  const card = locate(section.nodes, command.cardId)?.node;
  if (!card) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (!isPlanCard(card)) return err(commandError('not_plan_card', NOT_A_CARD_MESSAGE));
  if (!isEditableNode(card)) return ok([]);
  const { plan } = command;
  if (!PLAN_ID.test(plan.id) || !Number.isFinite(plan.price) || plan.price < 0)
    return err(commandError('bad_plan', BAD_PLAN_MESSAGE));
  const parts = planCardParts(card);
  if (!parts.name || !(parts.amount ?? parts.currency))
    return err(commandError('not_plan_card', CARD_PARTS_MESSAGE));

  const symbol = currencySymbol(plan.currency);
  const events: ElementEvent[] = [];
  let cardAttrs = setAttr(card.attrs, CARD_PLAN_ATTR, plan.id);
  if (card.attrs.some(([name]) => name === 'data-plan-name'))
    cardAttrs = setAttr(cardAttrs, 'data-plan-name', plan.title);
  if (card.attrs.some(([name]) => name === 'data-currency'))
    cardAttrs = setAttr(cardAttrs, 'data-currency', plan.currency.trim().toUpperCase());
  if (card.attrs.some(([name]) => name === 'data-price'))
    cardAttrs = setAttr(cardAttrs, 'data-price', formatPlanPrice(plan.price));
  if (cardAttrs !== card.attrs) events.push(attributesChange(section.section_id, card, cardAttrs));

  const changes: [ElementNode | null, () => HtmlNode[]][] = [
    [parts.name, () => text(plan.title)],
    [parts.description, () => text(plan.description)],
    [parts.currency, () => text(symbol)],
    [
      parts.amount,
      // A card without a currency part shows the symbol with the amount.
      () => text(parts.currency ? formatPlanPrice(plan.price) : `${symbol}${formatPlanPrice(plan.price)}`),
    ],
    [parts.period, () => text(periodText(plan.interval))],
    [parts.features, () => featureItems(plan.features, ctx)],
  ];
  for (const [node, children] of changes) {
    if (!node) continue;
    const event = setChildren(section.section_id, node, children());
    if (event) events.push(event);
  }
  if (parts.button) {
    const attrs = setAttr(parts.button.attrs, BUTTON_PLAN_ATTR, plan.id);
    if (attrs !== parts.button.attrs) events.push(attributesChange(section.section_id, parts.button, attrs));
    // A label naming the card's old plan ("Start Starter") names the new one; any other label is the user's.
    const oldName = textContent(parts.name.children).trim();
    const label = textContent(parts.button.children);
    const onlyText = parts.button.children.every((child) => child.kind === 'text');
    if (oldName !== '' && onlyText && label.includes(oldName) && oldName !== plan.title) {
      const event = setChildren(section.section_id, parts.button, text(label.replace(oldName, plan.title)));
      if (event) events.push(event);
    }
  }
  return ok(events);
};
