/**
 * Payments taken on published pages (issue 25 "Stripe"; spec §3 "Payment plan", "Currency", §9): the
 * owner's list of a project's payments (newest first, paged), totals per plan in the plan's currency,
 * and the CSV export (answered as `text/csv`, not JSON). Amounts travel as Stripe counts them, in the
 * currency's minor unit (`amount_minor`), with `amount` the same value in major units for display.
 * Browser-safe.
 */
import { z } from 'zod';
import { currencySymbol } from '../domain/currencies.ts';
import { Id, okEnvelope, Timestamp } from './common.ts';

/** Currencies Stripe counts in whole units (no cents): https://docs.stripe.com/currencies#zero-decimal */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Currencies Stripe counts in thousandths (the last digit must be 0). */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** How many decimals of a price Stripe's integer amount carries for `currency`. */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  return THREE_DECIMAL.has(code) ? 3 : 2;
}

/** A plan price (major units, e.g. 49.99) → Stripe's integer amount (4999; ¥500 → 500; 1.5 KWD → 1500). */
export function toMinorUnits(price: number, currency: string): number {
  return Math.round(price * 10 ** currencyDecimals(currency));
}

export function fromMinorUnits(amount: number, currency: string): number {
  return amount / 10 ** currencyDecimals(currency);
}

/** `4999, 'eur'` → `€49.99` (the plan's symbol, spec §9 fallback `$`). */
export function formatMoney(amountMinor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const value = fromMinorUnits(amountMinor, currency).toLocaleString('en-US', {
    minimumFractionDigits: decimals === 3 ? 3 : decimals,
    maximumFractionDigits: decimals,
  });
  return `${currencySymbol(currency.toUpperCase())}${value}`;
}

export const Payment = z.object({
  _id: Id,
  project_id: Id,
  plan_id: Id.nullable(),
  plan_title: z.string(),
  page_id: Id.nullable(),
  page_slug: z.string().describe("'' when the page was deleted"),
  amount_minor: z.number().int(),
  amount: z.number(),
  currency: z.string().describe('ISO 4217, upper case'),
  currency_symbol: z.string(),
  customer_email: z.string(),
  mode: z.enum(['payment', 'subscription']),
  stripe_session_id: z.string(),
  stripe_payment_intent: z.string(),
  stripe_subscription: z.string(),
  paid_at: Timestamp,
});
export type Payment = z.infer<typeof Payment>;

export const PaymentTotal = z.object({
  plan_id: Id.nullable(),
  plan_title: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  count: z.number().int(),
  amount_minor: z.number().int(),
  amount: z.number(),
});
export type PaymentTotal = z.infer<typeof PaymentTotal>;

export const PAYMENTS_PAGE_MAX = 100;

export const ListPaymentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_MAX).default(20),
});
export type ListPaymentsQuery = z.infer<typeof ListPaymentsQuery>;

export const PaymentListResponse = okEnvelope({
  payments: z.array(Payment),
  totals: z.array(PaymentTotal).describe('per plan and currency, over every payment of the project'),
  total: z.number().int().describe('how many payments the project has'),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PaymentListResponse = z.infer<typeof PaymentListResponse>;

/** The answer to Stripe's webhook delivery (Stripe reads only the status). */
export const WebhookResponse = okEnvelope({
  queued: z
    .boolean()
    .describe(
      'true when the event reports a payment and its recording was queued now; false when the event was received before or reports no payment',
    ),
});
export type WebhookResponse = z.infer<typeof WebhookResponse>;
