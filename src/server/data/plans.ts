/**
 * Payment plans (spec §3 "Payment plan", §7 "Plans and payments"): plans belong to a project of the
 * owner; assigning a plan to pages replaces its page set and accepts only pages of the plan's project.
 * Stripe keys per project: the secret key is sealed with the server's SecretBox and never leaves this
 * module except as a mask. Every query is scoped by owner; misses are 404.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AddPlanBody,
  EditPlanBody,
  PaymentPlan,
  StripeKeys,
  UpdateStripeKeysBody,
} from '../../api/plan.ts';
import { currencySymbol } from '../../domain/currencies.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Db } from '../db/connect.ts';
import { pagePaymentPlans, pages, paymentPlans, projectPaymentKeys, projects } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';

type PlanRow = typeof paymentPlans.$inferSelect;

function toPlan(row: PlanRow, pageIds: string[]): PaymentPlan {
  return {
    _id: row.id,
    project_id: row.projectId,
    plan_title: row.planTitle,
    plan_description: row.planDescription,
    plan_price: Number(row.planPrice),
    currency_type: row.currencyType,
    currency_symbol: currencySymbol(row.currencyType),
    billing_interval: row.billingInterval as PaymentPlan['billing_interval'],
    features: row.features as Record<string, boolean>,
    page_ids: pageIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `sk_live_abc…wxyz` → `sk_live_••••••••wxyz`. */
export function maskSecretKey(prefix: string, last4: string): string {
  return prefix ? `${prefix}••••••••${last4}` : '';
}

export function createPlanRepo(db: Db, box: SecretBox) {
  const ownProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
  };

  const planRow = async (ownerId: string, planId: string) => {
    const [row] = await db
      .select()
      .from(paymentPlans)
      .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.ownerId, ownerId)));
    if (!row) throw notFound('Payment plan');
    return row;
  };

  const withPages = async (ownerId: string, rows: PlanRow[]) => {
    if (rows.length === 0) return [];
    const links = await db
      .select()
      .from(pagePaymentPlans)
      .where(
        and(
          eq(pagePaymentPlans.ownerId, ownerId),
          inArray(
            pagePaymentPlans.planId,
            rows.map((row) => row.id),
          ),
        ),
      );
    return rows.map((row) =>
      toPlan(
        row,
        links.filter((link) => link.planId === row.id).map((link) => link.pageId),
      ),
    );
  };

  /** Replaces the plan's pages; every page must be the owner's and in the plan's project (else 400). */
  const assign = async (ownerId: string, plan: PlanRow, pageIds: readonly string[]) => {
    const unique = [...new Set(pageIds)];
    const found =
      unique.length === 0
        ? []
        : await db
            .select({ id: pages.id })
            .from(pages)
            .where(
              and(inArray(pages.id, unique), eq(pages.ownerId, ownerId), eq(pages.projectId, plan.projectId)),
            );
    // A page of another project or another user is a miss, like an unknown one.
    if (found.length !== unique.length) throw notFound('Page');
    await db.transaction(async (tx) => {
      await tx.delete(pagePaymentPlans).where(eq(pagePaymentPlans.planId, plan.id));
      if (unique.length > 0)
        await tx
          .insert(pagePaymentPlans)
          .values(unique.map((pageId) => ({ planId: plan.id, pageId, ownerId })));
    });
  };

  const keysOf = (projectId: string, row: typeof projectPaymentKeys.$inferSelect | undefined): StripeKeys => {
    const prefix = row?.secretKeySealed
      ? (/^(sk|rk)_(test|live)_/.exec(box.decrypt(row.secretKeySealed))?.[0] ?? 'sk_')
      : '';
    return {
      project_id: projectId,
      publishable_key: row?.publishableKey ?? '',
      secret_key_masked: maskSecretKey(prefix, row?.secretKeyLast4 ?? ''),
      has_secret_key: Boolean(row?.secretKeySealed),
      has_webhook_secret: Boolean(row?.webhookSecretSealed),
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  };

  return {
    async listByProject(ownerId: string, projectId: string) {
      await ownProject(ownerId, projectId);
      const rows = await db
        .select()
        .from(paymentPlans)
        .where(and(eq(paymentPlans.projectId, projectId), eq(paymentPlans.ownerId, ownerId)))
        .orderBy(asc(paymentPlans.createdAt));
      return withPages(ownerId, rows);
    },

    /** Plans assigned to a page of the owner. */
    async listByPage(ownerId: string, pageId: string) {
      const [page] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)));
      if (!page) throw notFound('Page');
      const rows = await db
        .select({ plan: paymentPlans })
        .from(pagePaymentPlans)
        .innerJoin(paymentPlans, eq(paymentPlans.id, pagePaymentPlans.planId))
        .where(and(eq(pagePaymentPlans.pageId, pageId), eq(pagePaymentPlans.ownerId, ownerId)))
        .orderBy(asc(paymentPlans.createdAt));
      return withPages(
        ownerId,
        rows.map((row) => row.plan),
      );
    },

    async get(ownerId: string, planId: string) {
      return (await withPages(ownerId, [await planRow(ownerId, planId)]))[0]!;
    },

    async add(ownerId: string, input: AddPlanBody) {
      await ownProject(ownerId, input.project_id);
      const [row] = await db
        .insert(paymentPlans)
        .values({
          id: randomUUID(),
          ownerId,
          projectId: input.project_id,
          planTitle: input.plan_title,
          planDescription: input.plan_description ?? '',
          planPrice: input.plan_price,
          currencyType: input.currency_type,
          billingInterval: input.billing_interval ?? 'one_time',
          features: input.features ?? {},
        })
        .returning();
      if (input.page_ids) await assign(ownerId, row!, input.page_ids);
      return this.get(ownerId, row!.id);
    },

    async edit(ownerId: string, planId: string, patch: EditPlanBody) {
      const [row] = await db
        .update(paymentPlans)
        .set({
          ...(patch.plan_title !== undefined && { planTitle: patch.plan_title }),
          ...(patch.plan_description !== undefined && { planDescription: patch.plan_description }),
          ...(patch.plan_price !== undefined && { planPrice: patch.plan_price }),
          ...(patch.currency_type !== undefined && { currencyType: patch.currency_type }),
          ...(patch.billing_interval !== undefined && { billingInterval: patch.billing_interval }),
          ...(patch.features !== undefined && { features: patch.features }),
          updatedAt: new Date(),
        })
        .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.ownerId, ownerId)))
        .returning();
      if (!row) throw notFound('Payment plan');
      return this.get(ownerId, planId);
    },

    async delete(ownerId: string, planId: string, projectId: string) {
      const [row] = await db
        .delete(paymentPlans)
        .where(
          and(
            eq(paymentPlans.id, planId),
            eq(paymentPlans.projectId, projectId),
            eq(paymentPlans.ownerId, ownerId),
          ),
        )
        .returning({ id: paymentPlans.id });
      if (!row) throw notFound('Payment plan');
    },

    async assignToPages(ownerId: string, planId: string, pageIds: readonly string[]) {
      await assign(ownerId, await planRow(ownerId, planId), pageIds);
      return this.get(ownerId, planId);
    },

    async updateStripeKeys(ownerId: string, input: UpdateStripeKeysBody) {
      await ownProject(ownerId, input.project_id);
      const secret = {
        ...(input.secret_key !== undefined && {
          secretKeySealed: box.encrypt(input.secret_key),
          secretKeyLast4: input.secret_key.slice(-4),
        }),
        ...(input.webhook_secret !== undefined && {
          webhookSecretSealed: box.encrypt(input.webhook_secret),
        }),
      };
      const [row] = await db
        .insert(projectPaymentKeys)
        .values({ projectId: input.project_id, ownerId, publishableKey: input.publishable_key, ...secret })
        .onConflictDoUpdate({
          target: projectPaymentKeys.projectId,
          set: { publishableKey: input.publishable_key, ...secret, updatedAt: new Date() },
        })
        .returning();
      return keysOf(input.project_id, row);
    },

    async stripeKeys(ownerId: string, projectId: string) {
      await ownProject(ownerId, projectId);
      const [row] = await db
        .select()
        .from(projectPaymentKeys)
        .where(and(eq(projectPaymentKeys.projectId, projectId), eq(projectPaymentKeys.ownerId, ownerId)));
      return keysOf(projectId, row);
    },

    /** The secret key in clear, for server-side payment calls only (never answered). */
    async stripeSecretKey(ownerId: string, projectId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sealed: projectPaymentKeys.secretKeySealed })
        .from(projectPaymentKeys)
        .where(and(eq(projectPaymentKeys.projectId, projectId), eq(projectPaymentKeys.ownerId, ownerId)));
      return row?.sealed ? box.decrypt(row.sealed) : undefined;
    },
  };
}
