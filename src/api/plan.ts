/**
 * Plans and payments calls of spec §7 "Plans and payments" and §3 "Payment plan" / "Currency" /
 * "Customer subscription detail": a project's payment plans (price, `currency_type` code, feature
 * flags), their assignment to pages, the currency list, the project's Stripe keys (the secret key is
 * write-only: answers show only a masked form) and the subscription detail with `public_key`.
 * Browser-safe.
 */
import { z } from 'zod';
import { CURRENCY_SYMBOLS } from '../domain/currencies.ts';
import { Id, Name, okEnvelope, Timestamp } from './common.ts';
import { Customer } from './customer.ts';

export const BILLING_INTERVALS = ['one_time', 'month', 'year'] as const;

export const CurrencyCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => Object.hasOwn(CURRENCY_SYMBOLS, value), {
    error: 'must be a known ISO 4217 currency code',
  });

const Features = z
  .record(z.string().min(1).max(100), z.boolean())
  .refine((value) => Object.keys(value).length <= 50, { error: 'at most 50 feature flags' });

export const PaymentPlan = z.object({
  _id: Id,
  project_id: Id,
  plan_title: z.string(),
  plan_description: z.string(),
  plan_price: z.number(),
  currency_type: z.string(),
  currency_symbol: z.string(),
  billing_interval: z.enum(BILLING_INTERVALS),
  features: z.record(z.string(), z.boolean()),
  page_ids: z.array(Id),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type PaymentPlan = z.infer<typeof PaymentPlan>;

const Price = z.number().min(0).max(1_000_000_000).multipleOf(0.01);

export const AddPlanBody = z.object({
  project_id: Id,
  plan_title: Name,
  plan_description: z.string().max(5000).optional(),
  plan_price: Price,
  currency_type: CurrencyCode,
  billing_interval: z.enum(BILLING_INTERVALS).optional(),
  features: Features.optional(),
  page_ids: z.array(Id).max(500).optional(),
});
export type AddPlanBody = z.infer<typeof AddPlanBody>;

export const EditPlanBody = AddPlanBody.omit({ project_id: true, page_ids: true }).partial();
export type EditPlanBody = z.infer<typeof EditPlanBody>;

export const AssignPlanBody = z.object({ plan_id: Id, page_ids: z.array(Id).max(500) });
export type AssignPlanBody = z.infer<typeof AssignPlanBody>;

export const PlanParams = z.object({ id: Id, second_id: Id });

export const PlanResponse = okEnvelope({ plan: PaymentPlan });
export type PlanResponse = z.infer<typeof PlanResponse>;
export const PlanListResponse = okEnvelope({ plans: z.array(PaymentPlan) });
export type PlanListResponse = z.infer<typeof PlanListResponse>;

export const CurrencyListResponse = okEnvelope({
  currency_list: z.array(z.object({ short_form: z.string(), symbol: z.string() })),
});
export type CurrencyListResponse = z.infer<typeof CurrencyListResponse>;

export const UpdateStripeKeysBody = z.object({
  project_id: Id,
  publishable_key: z
    .string()
    .trim()
    .max(255)
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, {
      error: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
    }),
  secret_key: z
    .string()
    .trim()
    .max(255)
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, {
      error: 'must be a Stripe secret or restricted key (sk_… or rk_…)',
    })
    .optional()
    .describe('write-only; leave out to keep the stored one'),
  webhook_secret: z
    .string()
    .trim()
    .max(255)
    .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional()
    .describe(
      'write-only: the signing secret of the endpoint `/api/stripe/webhook/{project_id}`; leave out to keep the stored one (else STRIPE_WEBHOOK_SECRET is used)',
    ),
});
export type UpdateStripeKeysBody = z.infer<typeof UpdateStripeKeysBody>;

export const StripeKeys = z.object({
  project_id: Id,
  publishable_key: z.string(),
  secret_key_masked: z.string().describe('e.g. sk_live_••••••••3xYz; empty when none is stored'),
  has_secret_key: z.boolean(),
  has_webhook_secret: z
    .boolean()
    .optional()
    .describe('whether a webhook signing secret is stored (never answered)'),
  updated_at: Timestamp.nullable(),
});
export type StripeKeys = z.infer<typeof StripeKeys>;
export const StripeKeysResponse = okEnvelope({ stripe_keys: StripeKeys });
export type StripeKeysResponse = z.infer<typeof StripeKeysResponse>;

export const SubscriptionDetailResponse = okEnvelope({
  customer: Customer.extend({ public_key: z.string().describe("the project's Stripe publishable key") }),
});
export type SubscriptionDetailResponse = z.infer<typeof SubscriptionDetailResponse>;
