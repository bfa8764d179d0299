/**
 * The signed-in customer (spec §7 "Customer"; §1/§6 user types) as one queryOptions factory, one key
 * scheme: ['customer', ...], and the questions screens ask of it: a vision or inovate user, a
 * developer (`is_dev`), staff (`role`). The record is the server's (`detail_customer_by_token`), the
 * only place the staff role comes from; the key carries the customer's id so one account's answer is
 * never read for another, and the runtime drops the whole scheme whenever the session changes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { Customer, CustomerResponse } from '../../api/customer.ts';

export const customerKeys = {
  all: ['customer'] as const,
  current: (customerId: string) => [...customerKeys.all, 'current', customerId] as const,
};

/** The record of `customerId`, the customer the session's token belongs to. */
export const currentCustomerQuery = (api: ApiClient, customerId: string) =>
  queryOptions({
    queryKey: customerKeys.current(customerId),
    queryFn: ({ signal }) =>
      api.request<CustomerResponse>({
        method: 'GET',
        path: '/api/customer/detail_customer_by_token',
        signal,
      }),
    select: (answer) => answer.customer,
    meta: { errorTitle: 'Could not check your account' },
  });

/**
 * What decides the kind of account: the server's record, or the copy the session kept at login, which
 * has the user type and `is_dev` but no role.
 */
export interface CustomerKind {
  readonly userType: string;
  readonly is_dev: boolean;
  readonly role?: Customer['role'];
}

type MaybeKind = CustomerKind | null | undefined;

/** Spec §1/§6: currency lists, the project thumbnail and the client portal. */
export const isVisionUser = (customer: MaybeKind): boolean => customer?.userType === 'vision';

/** Spec §1/§6: sees the pages that are in no group. */
export const isInovateUser = (customer: MaybeKind): boolean => customer?.userType === 'inovate';

export const isDeveloper = (customer: MaybeKind): boolean => customer?.is_dev === true;

/** Staff only by the server's word: a record without a role (the session's copy) is not staff. */
export const isStaff = (customer: MaybeKind): boolean => customer?.role === 'staff';

/** Staff and developers may use the replay screen (and open a ticket's trace in it). */
export const canReplay = (customer: MaybeKind): boolean => isStaff(customer) || isDeveloper(customer);
