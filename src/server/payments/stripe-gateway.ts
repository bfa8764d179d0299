/**
 * The one place the server talks to Stripe (issue 25 "Stripe"), through the official `stripe` client:
 * Checkout Sessions for a plan, and webhook signature checks. Each project brings its own secret key,
 * so a client is made per call (they are cheap: no connection is opened until a request).
 *
 * Invariants: a secret key never reaches a log or an answer (errors are turned into kinds and
 * Stripe's own message, which never contains the key); `apiBase` (setting `STRIPE_API_BASE`) points
 * the client at a local fake in tests, and is Stripe itself by default.
 */
import type Stripe from 'stripe';
import { toMinorUnits } from '../../api/payments.ts';

export interface StripeSettings {
  /** Stripe's API address; default `https://api.stripe.com` (tests: a local fake). */
  readonly apiBase?: string | undefined;
  /** The fallback webhook signing secret (`STRIPE_WEBHOOK_SECRET`) for projects that stored none. */
  readonly webhookSecret?: string | undefined;
  /** How long a signed event stays acceptable, seconds (Stripe's default: 300). */
  readonly webhookToleranceSeconds?: number;
}

export interface CheckoutPlan {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly price: number;
  readonly currency: string;
  readonly billingInterval: 'one_time' | 'month' | 'year';
}

export interface CheckoutRequest {
  readonly secretKey: string;
  readonly plan: CheckoutPlan;
  readonly projectId: string;
  readonly pageId: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export type CheckoutResult =
  | { readonly ok: true; readonly url: string; readonly sessionId: string }
  /** `auth`: Stripe refused the key; `refused`: Stripe refused the request; `unreachable`: no answer. */
  | { readonly ok: false; readonly kind: 'auth' | 'refused' | 'unreachable'; readonly message: string };

export interface StripeGateway {
  /** `STRIPE_WEBHOOK_SECRET`: the signing secret of projects that stored none. */
  readonly fallbackWebhookSecret: string | undefined;
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** The verified event, or null when the signature is missing, wrong or stale. */
  verifyEvent(rawBody: Buffer, signature: string | undefined, secret: string): Promise<Stripe.Event | null>;
}

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return {
    ...options,
    host: url.hostname,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(url.port && { port: Number(url.port) }),
  };
}

let stripePackage: Promise<typeof Stripe> | undefined;
/**
 * The `stripe` package, imported by the first checkout or webhook rather than at every start of the
 * server (≈ 0.2 s; docs/benchmarks.md, "Unit suite wall time").
 */
function loadStripe(): Promise<typeof Stripe> {
  stripePackage ??= import('stripe').then((module) => module.default);
  return stripePackage;
}

export function createStripeGateway(settings: StripeSettings = {}): StripeGateway {
  const options = clientOptions(settings.apiBase);
  // Only for webhooks, which need no key: `Stripe.webhooks` is the same helper on every client.
  let verifier: Promise<Stripe> | undefined;
  return {
    fallbackWebhookSecret: settings.webhookSecret || undefined,
    async createCheckout({ secretKey, plan, projectId, pageId, successUrl, cancelUrl }) {
      const StripeSdk = await loadStripe();
      const stripe = new StripeSdk(secretKey, options);
      const currency = plan.currency.toLowerCase();
      const recurring = plan.billingInterval === 'one_time' ? undefined : { interval: plan.billingInterval };
      const metadata = { pw_project_id: projectId, pw_page_id: pageId, pw_plan_id: plan.id };
      try {
        const session = await stripe.checkout.sessions.create({
          mode: recurring ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency,
                unit_amount: toMinorUnits(plan.price, plan.currency),
                product_data: {
                  name: plan.title,
                  ...(plan.description.trim() && { description: plan.description.trim().slice(0, 500) }),
                },
                ...(recurring && { recurring }),
              },
            },
          ],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: plan.id,
          metadata,
          ...(recurring && { subscription_data: { metadata } }),
        });
        if (!session.url) return { ok: false, kind: 'refused', message: 'Stripe gave no checkout address' };
        return { ok: true, url: session.url, sessionId: session.id };
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeAuthenticationError)
          return { ok: false, kind: 'auth', message: error.message };
        if (error instanceof StripeSdk.errors.StripeConnectionError)
          return { ok: false, kind: 'unreachable', message: 'Stripe could not be reached' };
        if (error instanceof StripeSdk.errors.StripeError)
          return { ok: false, kind: 'refused', message: error.message };
        throw error;
      }
    },

    async verifyEvent(rawBody, signature, secret) {
      if (!signature) return null;
      // Outside the try: a package that cannot load is the server's failure, not a wrong signature.
      verifier ??= loadStripe().then((StripeSdk) => new StripeSdk('sk_unused', options));
      const { webhooks } = await verifier;
      try {
        return webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          settings.webhookToleranceSeconds ?? webhooks.DEFAULT_TOLERANCE,
        );
      } catch {
        return null;
      }
    },
  };
}
