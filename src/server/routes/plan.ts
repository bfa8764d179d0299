/**
 * Plans and payments (spec §7 "Plans and payments", "Customer"): plans by project, page payment plans
 * CRUD and assignment (under the spec's `/api/pages_paymnet_plan` spelling), the currency list,
 * Stripe keys per project (secret write-only, answered masked) and the subscription detail with
 * `public_key`, which also accepts the payment/page token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppConfigResponse } from '../../api/app-config.ts';
import { IdParams } from '../../api/common.ts';
import {
  AddPlanBody,
  AssignPlanBody,
  CurrencyListResponse,
  EditPlanBody,
  PlanListResponse,
  PlanParams,
  PlanResponse,
  StripeKeysResponse,
  SubscriptionDetailResponse,
  UpdateStripeKeysBody,
} from '../../api/plan.ts';
import { CURRENCIES } from '../../domain/currencies.ts';
import { toCustomer } from '../data/customers.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { idempotent } from '../http/idempotency.ts';
import { okReplies, replies } from './replies.ts';

const tags = ['plan'];
const ok = <T extends object>(message: string, data: T) => ({ code: 200 as const, message, ...data });

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  app.get(
    '/list_all_plan_by_project_id/:project_id',
    {
      schema: {
        tags,
        params: z.object({ project_id: IdParams.shape.id }),
        response: replies(PlanListResponse),
      },
    },
    async (request) =>
      ok('Plans', {
        plans: await app.store.plans.listByProject(ownerId(request), request.params.project_id),
      }),
  );
};

export const pagesPaymentPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans } = app.store;
  app.addHook('onRequest', requireAuth('session'));

  app.get(
    '/get_all_pages_payment_plan_against_coach/:id',
    {
      schema: {
        tags,
        description: '`id` is a page id: the plans assigned to it.',
        params: IdParams,
        response: replies(PlanListResponse),
      },
    },
    async (request) => ok('Plans', { plans: await plans.listByPage(ownerId(request), request.params.id) }),
  );

  app.post(
    '/add_pages_payment_plan',
    { ...idempotent, schema: { tags, body: AddPlanBody, response: replies(PlanResponse) } },
    async (request) => ok('Plan created', { plan: await plans.add(ownerId(request), request.body) }),
  );

  app.put(
    '/edit_pages_payment_plan/:id',
    { schema: { tags, params: IdParams, body: EditPlanBody, response: replies(PlanResponse) } },
    async (request) =>
      ok('Plan updated', { plan: await plans.edit(ownerId(request), request.params.id, request.body) }),
  );

  app.get(
    '/get_pages_payment_plan_detail/:id',
    { schema: { tags, params: IdParams, response: replies(PlanResponse) } },
    async (request) => ok('Plan', { plan: await plans.get(ownerId(request), request.params.id) }),
  );

  app.delete(
    '/delete_pages_payment_plan/:id/:second_id',
    {
      schema: {
        tags,
        description: '`id` is the plan, `second_id` its project.',
        params: PlanParams,
        response: okReplies,
      },
    },
    async (request) => {
      await plans.delete(ownerId(request), request.params.id, request.params.second_id);
      return ok('Plan deleted', {});
    },
  );

  app.post(
    '/assign_payment_plan_to_pages',
    { schema: { tags, body: AssignPlanBody, response: replies(PlanResponse) } },
    async (request) =>
      ok('Plan assigned', {
        plan: await plans.assignToPages(ownerId(request), request.body.plan_id, request.body.page_ids),
      }),
  );
};

export const projectConfigurationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  app.put(
    '/update_stripe_keys',
    { schema: { tags, body: UpdateStripeKeysBody, response: replies(StripeKeysResponse) } },
    async (request) =>
      ok('Stripe keys saved', {
        stripe_keys: await app.store.plans.updateStripeKeys(ownerId(request), request.body),
      }),
  );
  app.get(
    '/get_stripe_keys/:id',
    {
      schema: {
        tags,
        description: '`id` is the project id.',
        params: IdParams,
        response: replies(StripeKeysResponse),
      },
    },
    async (request) =>
      ok('Stripe keys', {
        stripe_keys: await app.store.plans.stripeKeys(ownerId(request), request.params.id),
      }),
  );
};

export const appSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    { onRequest: requireAuth('session'), schema: { tags, response: replies(AppConfigResponse) } },
    async () =>
      ok('App configuration', {
        hosted_base: app.serverConfig.hostedBase.replace(/\/$/, ''),
        integration_keys: Object.keys(app.serverConfig.integrationKeys).sort(),
      }),
  );
  app.get(
    '/list_currency_delegate',
    {
      onRequest: requireAuth('session', 'payment'),
      schema: { tags, response: replies(CurrencyListResponse) },
    },
    async () => ok('Currencies', { currency_list: CURRENCIES.map((currency) => ({ ...currency })) }),
  );
};

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get_customer_subscription_detail/:id',
    {
      onRequest: requireAuth('session', 'payment'),
      schema: {
        tags,
        description: "`id` is the project id; `public_key` is its Stripe publishable key ('' when none).",
        params: IdParams,
        response: replies(SubscriptionDetailResponse),
      },
    },
    async (request) => {
      const keys = await app.store.plans.stripeKeys(ownerId(request), request.params.id);
      return ok('Subscription detail', {
        customer: { ...toCustomer(request.customer!), public_key: keys.publishable_key },
      });
    },
  );
};
