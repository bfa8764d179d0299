/**
 * A project's payments (spec §7 "Plans and payments"): payment plans, the currency list and the Stripe
 * keys as queryOptions factories, one key scheme: ['payments', ...]. Writes are plain functions;
 * screens wrap them in mutations that invalidate these keys.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '../../api/client.ts';
import type { OkResponse } from '../../api/common.ts';
import type { PaymentListResponse } from '../../api/payments.ts';
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
import { AUTH_HEADER } from '../../api/wire.ts';

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

/** Payments recorded from Stripe, newest first (issue 25), a page at a time with the totals per plan. */
export const PAYMENTS_PER_PAGE = 20;

export const paymentListQuery = (api: ApiClient, projectId: string, page: number) =>
  queryOptions({
    queryKey: [...paymentKeys.project(projectId), 'list', page] as const,
    queryFn: ({ signal }) =>
      api.request<PaymentListResponse>({
        method: 'GET',
        path: `/api/payment/list_payments/${encodeURIComponent(projectId)}`,
        query: { page, limit: PAYMENTS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load the payments' },
  });

/**
 * The CSV export as the server wrote it (`text/csv`, its file name from Content-Disposition). A plain
 * fetch, since the answer is no JSON envelope; a failure still is one, and becomes an ApiError.
 */
export async function fetchPaymentsCsv(
  token: string,
  projectId: string,
  fetcher: typeof fetch = fetch,
): Promise<{ fileName: string; csv: string }> {
  const response = await fetcher(`/api/payment/export_payments_csv/${encodeURIComponent(projectId)}`, {
    headers: { [AUTH_HEADER]: token, accept: 'text/csv' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError({ code: response.status, message: body.message ?? '' });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'payments.csv';
  return { fileName, csv: await response.text() };
}
