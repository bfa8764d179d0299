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
import { findSection, type PageDocument } from '../domain/document.ts';
import {
  cloneWithNewIds,
  type ElementNode,
  escapeText,
  type HtmlNode,
  parseHtml,
  serializeNodes,
  setAttr,
  textContent,
} from '../domain/html-tree.ts';
import { nodeId } from '../domain/ids.ts';
import { MESSAGES } from '../domain/messages.ts';
import { err, ok, type Result } from '../domain/result.ts';
import {
  type BillingInterval,
  BUTTON_PLAN_ATTR,
  CARD_PLAN_ATTR,
  formatPlanPrice,
  isFeatured,
  isPlanCard,
  isPlansTable,
  periodText,
  planCardParts,
  tableSlots,
} from '../domain/rules/plan-card.ts';
import { locate } from '../domain/tree-paths.ts';
import { attributesChange } from './carousel.ts';
import { isEditableNode } from './element.ts';
import { childrenSpliced, type ElementEvent, elementEvents } from './element-events.ts';
import { type CommandContext, type CommandError, commandError, type Decide } from './types.ts';

type CommandOf<K extends PlanCardCommand['kind']> = Extract<PlanCardCommand, { kind: K }>;

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

export type PlanCardCommand =
  | {
      readonly kind: 'planCard.setPlan';
      readonly sectionId: string;
      readonly cardId: string;
      readonly plan: CardPlan;
    }
  | {
      /**
       * Plan settings: a pricing table (`.pw-plans`) shows these plans, one card each, in this order;
       * cards are added (copies of the table's own) or removed to match.
       */
      readonly kind: 'planCard.setPlans';
      readonly sectionId: string;
      readonly groupId: string;
      readonly plans: readonly CardPlan[];
    };

const PLAN_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A pricing table shows at most this many cards (Bootstrap's rows hold six comfortably). */
export const MAX_TABLE_PLANS = 6;
export const NOT_A_CARD_MESSAGE = 'Select a plan card.';
export const CARD_PARTS_MESSAGE = 'This card has no name or price to fill in.';
export const BAD_PLAN_MESSAGE = 'Choose one of the project’s payment plans.';
export const NOT_A_TABLE_MESSAGE = 'Select a pricing table.';
export const PLAN_COUNT_MESSAGE = `Choose between 1 and ${MAX_TABLE_PLANS} plans, each once.`;

type Spliced = Extract<ElementEvent, { type: 'element.childrenSpliced' }>;

/** Null when the part already reads so (new nodes carry new ids, so the markup is what is compared). */
function setChildren(sectionId: string, node: ElementNode, children: readonly HtmlNode[]): Spliced | null {
  if (serializeNodes(node.children) === serializeNodes(children)) return null;
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

const validPlan = (plan: CardPlan): boolean =>
  PLAN_ID.test(plan.id) && Number.isFinite(plan.price) && plan.price >= 0;

/** The events that make `card` show `plan` (its parts that exist; the button sells it). */
function fillCard(
  sectionId: string,
  card: ElementNode,
  plan: CardPlan,
  ctx: CommandContext,
): Result<ElementEvent[], CommandError> {
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
  if (cardAttrs !== card.attrs) events.push(attributesChange(sectionId, card, cardAttrs));

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
    const event = setChildren(sectionId, node, children());
    if (event) events.push(event);
  }
  if (parts.button) {
    const attrs = setAttr(parts.button.attrs, BUTTON_PLAN_ATTR, plan.id);
    if (attrs !== parts.button.attrs) events.push(attributesChange(sectionId, parts.button, attrs));
    // A label naming the card's old plan ("Start Starter") names the new one; any other label is the user's.
    const oldName = textContent(parts.name.children).trim();
    const label = textContent(parts.button.children);
    const onlyText = parts.button.children.every((child) => child.kind === 'text');
    if (oldName !== '' && onlyText && label.includes(oldName) && oldName !== plan.title) {
      const event = setChildren(sectionId, parts.button, text(label.replace(oldName, plan.title)));
      if (event) events.push(event);
    }
  }
  return ok(events);
}

type Decided = Result<readonly ElementEvent[], CommandError>;

function setPlan(doc: PageDocument, command: CommandOf<'planCard.setPlan'>, ctx: CommandContext): Decided {
  const section = findSection(doc, command.sectionId);
  if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
  const card = locate(section.nodes, command.cardId)?.node;
  if (!card) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (!isPlanCard(card)) return err(commandError('not_plan_card', NOT_A_CARD_MESSAGE));
  if (!isEditableNode(card)) return ok([]);
  if (!validPlan(command.plan)) return err(commandError('bad_plan', BAD_PLAN_MESSAGE));
  return fillCard(section.section_id, card, command.plan, ctx);
}

/**
 * A table's cards become one per plan: surplus cards go from the end, missing ones are copies of
 * the table's last plain (not featured) card put after the last, then each card is filled in. The
 * events are worked out one after another on the document they lead to, so each names nodes as
 * they are when it applies.
 */
function setPlans(doc: PageDocument, command: CommandOf<'planCard.setPlans'>, ctx: CommandContext): Decided {
  const section = findSection(doc, command.sectionId);
  if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
  const group = locate(section.nodes, command.groupId)?.node;
  if (!group) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (!isPlansTable(group)) return err(commandError('not_plans_table', NOT_A_TABLE_MESSAGE));
  if (!isEditableNode(group)) return ok([]);
  const { plans } = command;
  const ids = new Set(plans.map((plan) => plan.id));
  if (plans.length < 1 || plans.length > MAX_TABLE_PLANS || ids.size !== plans.length)
    return err(commandError('bad_plans', PLAN_COUNT_MESSAGE));
  if (!plans.every(validPlan)) return err(commandError('bad_plan', BAD_PLAN_MESSAGE));
  const sectionId = section.section_id;
  if (tableSlots(group).length === 0) return err(commandError('not_plans_table', CARD_PARTS_MESSAGE));

  const events: ElementEvent[] = [];
  let current = doc;
  const emit = (event: ElementEvent) => {
    events.push(event);
    current = elementEvents.apply(current, event);
  };
  const currentGroup = () => locate(findSection(current, sectionId)!.nodes, group.id)!.node;

  for (let slots = tableSlots(group); slots.length > plans.length; slots = tableSlots(currentGroup())) {
    const last = slots[slots.length - 1]!;
    emit(childrenSpliced(sectionId, group.id, last.index, [last.node], []));
  }
  for (
    let slots = tableSlots(currentGroup());
    slots.length < plans.length;
    slots = tableSlots(currentGroup())
  ) {
    const model = [...slots].reverse().find((slot) => !isFeatured(slot.card)) ?? slots[slots.length - 1]!;
    const copy = cloneWithNewIds(model.node, () => nodeId(ctx.ids));
    emit(childrenSpliced(sectionId, group.id, slots[slots.length - 1]!.index + 1, [], [copy]));
  }
  const slots = tableSlots(currentGroup());
  for (const [i, slot] of slots.entries()) {
    const filled = fillCard(sectionId, slot.card, plans[i]!, ctx);
    if (!filled.ok) return filled;
    for (const event of filled.value) emit(event);
  }
  return ok(events);
}

export const decidePlanCard: Decide<PlanCardCommand, ElementEvent> = (doc, command, ctx) =>
  command.kind === 'planCard.setPlan' ? setPlan(doc, command, ctx) : setPlans(doc, command, ctx);
