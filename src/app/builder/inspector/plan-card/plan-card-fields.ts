/**
 * The Plan card and Plan settings panels' tables (issue 23 "Plan card and plan settings"): the project's
 * payment plans as choices (name, price with the currency symbol, interval), the plan a card shows, the
 * plans a pricing table shows, and the one command each change runs — carrying the plans, so it replays
 * without the server. Pure.
 */
import type { PaymentPlan } from '../../../../api/plan.ts';
import type { CardPlan, PlanCardCommand } from '../../../../commands/plan-card.ts';
import { currencySymbol } from '../../../../domain/currencies.ts';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import { cardPlanId, formatPlanPrice, periodText, tablePlanIds } from '../../../../domain/rules/plan-card.ts';
import type { Selection } from '../../canvas/selection.ts';
import type { SelectOption } from '../fields/SelectField.tsx';

export function cardPlan(plan: PaymentPlan): CardPlan {
  return {
    id: plan._id,
    title: plan.plan_title,
    description: plan.plan_description,
    price: plan.plan_price,
    currency: plan.currency_type,
    interval: plan.billing_interval,
    features: Object.entries(plan.features)
      .filter(([, on]) => on)
      .map(([name]) => name),
  };
}

/** `Pro — €19/month`: what a choice says. */
export function planLabel(plan: PaymentPlan): string {
  const price = `${currencySymbol(plan.currency_type)}${formatPlanPrice(plan.plan_price)}`;
  return `${plan.plan_title} — ${price}${periodText(plan.billing_interval)}`;
}

export function planOptions(plans: readonly PaymentPlan[], current: string | null): SelectOption[] {
  const known = plans.some((plan) => plan._id === current);
  return [
    ...(known
      ? []
      : [{ value: current ?? '', label: current ? 'A plan no longer in this project' : 'Choose a plan' }]),
    ...plans.map((plan) => ({ value: plan._id, label: planLabel(plan) })),
  ];
}

export function currentPlanId(node: ElementNode): string | null {
  return cardPlanId(node);
}

export function setPlanCommand(selection: Selection, plan: PaymentPlan): PlanCardCommand {
  return {
    kind: 'planCard.setPlan',
    sectionId: selection.sectionId,
    cardId: selection.elementId,
    plan: cardPlan(plan),
  };
}

/** Plan settings: the project's plans a pricing table's cards show, in the cards' order. */
export function shownPlanIds(table: ElementNode, plans: readonly PaymentPlan[]): readonly string[] {
  const known = new Set(plans.map((plan) => plan._id));
  return tablePlanIds(table).filter((id): id is string => id !== null && known.has(id));
}

/** Ticking a plan adds its card at the end; unticking removes its card. */
export function toggledPlanIds(shown: readonly string[], id: string, on: boolean): readonly string[] {
  const rest = shown.filter((other) => other !== id);
  return on ? [...rest, id] : rest;
}

export function setPlansCommand(
  selection: Selection,
  plans: readonly PaymentPlan[],
  ids: readonly string[],
): PlanCardCommand {
  const byId = new Map(plans.map((plan) => [plan._id, plan]));
  return {
    kind: 'planCard.setPlans',
    sectionId: selection.sectionId,
    groupId: selection.elementId,
    plans: ids.flatMap((id) => {
      const plan = byId.get(id);
      return plan ? [cardPlan(plan)] : [];
    }),
  };
}
