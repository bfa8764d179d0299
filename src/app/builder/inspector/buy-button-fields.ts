/**
 * The Buy button panel's mapping (issue 25 "Stripe"): a button carrying a payment plan — the Payment
 * Button block (`data-pw-payment`), or any button given a plan (`data-pw-plan`, a plan card's
 * button) — and the one command that chooses its plan. The publish turns the plan reference into a
 * Stripe checkout (server/sites/checkout-wiring.ts). Tiny and eager: the selection reads `isBuyButton`.
 */
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import { type ElementNode, getAttr } from '../../../domain/html-tree.ts';

export const PLAN_ATTR = 'data-pw-plan';
export const PAYMENT_ATTR = 'data-pw-payment';

export function isBuyButton(node: ElementNode): boolean {
  return getAttr(node, PLAN_ATTR) !== undefined || getAttr(node, PAYMENT_ATTR) !== undefined;
}

/** The plan id the button sells, '' when none is chosen yet. */
export function planOf(node: ElementNode): string {
  return getAttr(node, PLAN_ATTR)?.trim() ?? '';
}

/** Sells `planId`, or (with '') no plan: the button stays a Payment Button waiting for one. */
export function planCommand(target: ElementTarget, planId: string): Command {
  return { kind: 'element.setAttributes', ...target, attributes: { plan: planId === '' ? null : planId } };
}
