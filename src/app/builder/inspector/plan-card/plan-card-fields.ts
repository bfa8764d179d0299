/**
 * The Plan card settings panel's table (issue 23 "Plan card"): the project's payment plans as choices
 * (name, price with the currency symbol, interval), the plan a card shows, and the one command a choice
 * runs — `planCard.setPlan` carrying the plan, so it replays without the server. Pure.
 */
import type { PaymentPlan } from '../../../../api/plan.ts';
import type { CardPlan, PlanCardCommand } from '../../../../commands/plan-card.ts';
import { currencySymbol } from '../../../../domain/currencies.ts';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import { cardPlanId, formatPlanPrice, periodText } from '../../../../domain/rules/plan-card.ts';
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
