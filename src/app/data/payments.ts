/**
 * A project's payments (spec §7 "Plans and payments"): payment plans, the currency list and the Stripe
 * keys as queryOptions factories, one key scheme: ['payments', ...]. Writes are plain functions;
 * screens wrap them in mutations that invalidate these keys.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { OkResponse } from '../../api/common.ts';
import type {
  AddPlanBody,
  AssignPlanBody,
  CurrencyListResponse,
  EditPlanBody,
  PlanListResponse,
  PlanResponse,
  StripeKeysResponse,
  UpdateStripeKeysBody,
} from '../../api/plan.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  currencies: () => [...paymentKeys.all, 'currencies'] as const,
  project: (projectId: string) => [...paymentKeys.all, 'project', projectId] as const,
  plans: (projectId: string) => [...paymentKeys.project(projectId), 'plans'] as const,
  stripeKeys: (projectId: string) => [...paymentKeys.project(projectId), 'stripe-keys'] as const,
};

export const planListQuery = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: paymentKeys.plans(projectId),
    queryFn: ({ signal }) =>
      api.request<PlanListResponse>({
        method: 'GET',
        path: `/api/plan/list_all_plan_by_project_id/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.plans,
    meta: { errorTitle: 'Could not load the payment plans' },
  });

export const currencyListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: paymentKeys.currencies(),
    queryFn: ({ signal }) =>
      api.request<CurrencyListResponse>({
        method: 'GET',
        path: '/api/app_setting/list_currency_delegate',
        signal,
      }),
    select: (answer) => answer.currency_list,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorTitle: 'Could not load the currencies' },
  });

export const stripeKeysQuery = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: paymentKeys.stripeKeys(projectId),
    queryFn: ({ signal }) =>
      api.request<StripeKeysResponse>({
        method: 'GET',
        path: `/api/project_configuration/get_stripe_keys/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.stripe_keys,
    meta: { errorTitle: 'Could not load the Stripe keys' },
  });

export const addPlan = (api: ApiClient, body: AddPlanBody) =>
  api.request<PlanResponse>({ method: 'POST', path: '/api/pages_paymnet_plan/add_pages_payment_plan', body });

export const editPlan = (api: ApiClient, planId: string, body: EditPlanBody) =>
  api.request<PlanResponse>({
    method: 'PUT',
    path: `/api/pages_paymnet_plan/edit_pages_payment_plan/${encodeURIComponent(planId)}`,
    body,
  });

export const deletePlan = (api: ApiClient, planId: string, projectId: string) =>
  api.request<OkResponse>({
    method: 'DELETE',
    path: `/api/pages_paymnet_plan/delete_pages_payment_plan/${encodeURIComponent(planId)}/${encodeURIComponent(projectId)}`,
  });

/** Replaces the pages that offer the plan. */
export const assignPlanToPages = (api: ApiClient, body: AssignPlanBody) =>
  api.request<PlanResponse>({
    method: 'POST',
    path: '/api/pages_paymnet_plan/assign_payment_plan_to_pages',
    body,
  });

export const updateStripeKeys = (api: ApiClient, body: UpdateStripeKeysBody) =>
  api.request<StripeKeysResponse>({
    method: 'PUT',
    path: '/api/project_configuration/update_stripe_keys',
    body,
  });
