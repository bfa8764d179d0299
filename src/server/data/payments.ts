/**
 * Payments (issue 25 "Stripe"): what a published page's checkout needs from the database (the plan,
 * looked up within the site's project only; the project's secret key), the webhook's signing secret,
 * and the payments recorded from verified `checkout.session.completed` events.
 *
 * Invariants: a payment is recorded at most once — the insert does nothing when the Stripe event id
 * or the Checkout Session id is already stored (unique indexes, migration 0019), so replays and
 * redeliveries are harmless. The owner's list, totals and export are scoped by `owner_id`; another
 * user's project is a 404. Secrets leave this module only to the Stripe gateway.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { fromMinorUnits, type Payment, type PaymentTotal } from '../../api/payments.ts';
import { currencySymbol } from '../../domain/currencies.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Db } from '../db/connect.ts';
import { pages, paymentPlans, payments, projectPaymentKeys, projects } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import type { CheckoutPlan } from '../payments/stripe-gateway.ts';
import { csvCell } from './subscribers.ts';

export const PAYMENTS_EXPORT_MAX_ROWS = 50_000;

/** What a verified `checkout.session.completed` event says, as the webhook hands it over. */
export interface CompletedCheckout {
  readonly projectId: string;
  readonly eventId: string;
  readonly sessionId: string;
  readonly planId: string | undefined;
  readonly pageId: string | undefined;
  readonly amountMinor: number;
  readonly currency: string;
  readonly customerEmail: string;
  readonly paymentIntent: string;
  readonly subscription: string;
  readonly mode: 'payment' | 'subscription';
  readonly paidAt: Date;
}

type Row = typeof payments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toPayment = (row: Row, pageSlug: string | null): Payment => {
  const currency = row.currency.toUpperCase();
  return {
    _id: row.id,
    project_id: row.projectId,
    plan_id: row.planId,
    plan_title: row.planTitle,
    page_id: row.pageId,
    page_slug: pageSlug ?? '',
    amount_minor: row.amountMinor,
    amount: fromMinorUnits(row.amountMinor, currency),
    currency,
    currency_symbol: currencySymbol(currency),
    customer_email: row.customerEmail,
    mode: row.mode === 'subscription' ? 'subscription' : 'payment',
    stripe_session_id: row.stripeSessionId,
    stripe_payment_intent: row.stripePaymentIntent,
    stripe_subscription: row.stripeSubscription,
    paid_at: row.paidAt.toISOString(),
  };
};

export function createPaymentRepo(db: Db, box: SecretBox) {
  const ownProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id, name: projects.projectName })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
    return row;
  };

  const keysRow = async (projectId: string) => {
    const [row] = await db
      .select({ secret: projectPaymentKeys.secretKeySealed, webhook: projectPaymentKeys.webhookSecretSealed })
      .from(projectPaymentKeys)
      .where(eq(projectPaymentKeys.projectId, projectId));
    return row;
  };

  const rowsOf = (ownerId: string, projectId: string) =>
    db
      .select({ payment: payments, pageSlug: pages.pageSlug })
      .from(payments)
      .leftJoin(pages, eq(pages.id, payments.pageId))
      .where(and(eq(payments.projectId, projectId), eq(payments.ownerId, ownerId)))
      .orderBy(desc(payments.paidAt), desc(payments.createdAt));

  return {
    /** The plan a buy button names, only when it is a plan of `projectId` (the site's own project). */
    async checkoutPlan(projectId: string, planId: string): Promise<CheckoutPlan | undefined> {
      if (!UUID.test(planId)) return undefined;
      const [row] = await db
        .select()
        .from(paymentPlans)
        .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.projectId, projectId)));
      if (!row) return undefined;
      return {
        id: row.id,
        title: row.planTitle,
        description: row.planDescription,
        price: Number(row.planPrice),
        currency: row.currencyType,
        billingInterval: row.billingInterval as CheckoutPlan['billingInterval'],
      };
    },

    /** Whether `planId` is a plan of some other project (for the visitor's error: it is not sold here). */
    async isPlanElsewhere(projectId: string, planId: string): Promise<boolean> {
      if (!UUID.test(planId)) return false;
      const [row] = await db
        .select({ projectId: paymentPlans.projectId })
        .from(paymentPlans)
        .where(eq(paymentPlans.id, planId));
      return row !== undefined && row.projectId !== projectId;
    },

    /** The project's Stripe secret key in clear, for the checkout call only. */
    async secretKey(projectId: string): Promise<string | undefined> {
      const row = await keysRow(projectId);
      return row?.secret ? box.decrypt(row.secret) : undefined;
    },

    /** The project's stored webhook signing secret, in clear, for the signature check only. */
    async webhookSecret(projectId: string): Promise<string | undefined> {
      const row = await keysRow(projectId);
      return row?.webhook ? box.decrypt(row.webhook) : undefined;
    },

    /** Whether the project exists (the webhook of an unknown project is a 404). */
    async projectOwner(projectId: string): Promise<string | undefined> {
      if (!UUID.test(projectId)) return undefined;
      const [row] = await db
        .select({ ownerId: projects.ownerId })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row?.ownerId;
    },

    /**
     * Records a completed checkout once; answers whether it was new. The plan and page are kept only
     * when they belong to the project (metadata is ours, but a key shared by two projects could mix).
     */
    async record(input: CompletedCheckout): Promise<boolean> {
      const ownerId = await this.projectOwner(input.projectId);
      if (!ownerId) throw notFound('Project');
      const plan =
        input.planId && UUID.test(input.planId)
          ? (
              await db
                .select({ id: paymentPlans.id, title: paymentPlans.planTitle })
                .from(paymentPlans)
                .where(and(eq(paymentPlans.id, input.planId), eq(paymentPlans.projectId, input.projectId)))
            )[0]
          : undefined;
      const page =
        input.pageId && UUID.test(input.pageId)
          ? (
              await db
                .select({ id: pages.id })
                .from(pages)
                .where(and(eq(pages.id, input.pageId), eq(pages.projectId, input.projectId)))
            )[0]
          : undefined;
      const inserted = await db
        .insert(payments)
        .values({
          id: randomUUID(),
          ownerId,
          projectId: input.projectId,
          planId: plan?.id ?? null,
          pageId: page?.id ?? null,
          planTitle: plan?.title ?? '',
          amountMinor: input.amountMinor,
          currency: input.currency.toUpperCase(),
          customerEmail: input.customerEmail,
          stripeEventId: input.eventId,
          stripeSessionId: input.sessionId,
          stripePaymentIntent: input.paymentIntent,
          stripeSubscription: input.subscription,
          mode: input.mode,
          paidAt: input.paidAt,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return inserted.length > 0;
    },

    /** A page of the project's payments, newest first, with the totals over all of them. */
    async list(ownerId: string, projectId: string, { page, limit }: { page: number; limit: number }) {
      await ownProject(ownerId, projectId);
      const where = and(eq(payments.projectId, projectId), eq(payments.ownerId, ownerId));
      const [rows, [counted], sums] = await Promise.all([
        rowsOf(ownerId, projectId)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(payments).where(where),
        db
          .select({
            planId: payments.planId,
            planTitle: sql<string>`max(${payments.planTitle})`,
            currency: payments.currency,
            count: count(),
            amountMinor: sql<string>`sum(${payments.amountMinor})`,
          })
          .from(payments)
          .where(where)
          .groupBy(payments.planId, payments.currency),
      ]);
      const totals: PaymentTotal[] = sums
        .map((sum) => ({
          plan_id: sum.planId,
          plan_title: sum.planTitle,
          currency: sum.currency,
          currency_symbol: currencySymbol(sum.currency),
          count: Number(sum.count),
          amount_minor: Number(sum.amountMinor),
          amount: fromMinorUnits(Number(sum.amountMinor), sum.currency),
        }))
        .sort((a, b) => a.plan_title.localeCompare(b.plan_title) || a.currency.localeCompare(b.currency));
      return {
        payments: rows.map((row) => toPayment(row.payment, row.pageSlug)),
        totals,
        total: Number(counted?.total ?? 0),
      };
    },

    /** Every payment of the project (capped), newest first, for the CSV export. */
    async exportRows(ownerId: string, projectId: string) {
      const project = await ownProject(ownerId, projectId);
      const rows = await rowsOf(ownerId, projectId).limit(PAYMENTS_EXPORT_MAX_ROWS);
      return {
        projectName: project.name,
        payments: rows.map((row) => toPayment(row.payment, row.pageSlug)),
      };
    },
  };
}

/** CSV of payments, one per line (CRLF), every cell quoted and guarded against formulas (csvCell). */
export function paymentsCsv(rows: readonly Payment[]): string {
  const header = [
    'paid_at',
    'plan',
    'amount',
    'currency',
    'customer_email',
    'page',
    'mode',
    'stripe_session_id',
    'stripe_payment_intent',
    'stripe_subscription',
  ];
  const lines = rows.map((row) =>
    [
      row.paid_at,
      row.plan_title,
      String(row.amount),
      row.currency,
      row.customer_email,
      row.page_slug,
      row.mode,
      row.stripe_session_id,
      row.stripe_payment_intent,
      row.stripe_subscription,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
