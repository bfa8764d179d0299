/**
 * The current-customer factory and the questions asked of it: one key per signed-in customer under
 * ['customer'], the server's record selected from its answer, and who counts as a vision or inovate
 * user, a developer, staff, and who may replay — staff only by the server's word.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Customer } from '../../../src/api/customer.ts';
import {
  type CustomerKind,
  canReplay,
  currentCustomerQuery,
  customerKeys,
  isDeveloper,
  isInovateUser,
  isStaff,
  isVisionUser,
} from '../../../src/app/data/customer.ts';

const record: Customer = {
  _id: 'c1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  userType: 'default',
  is_dev: false,
  role: 'user',
};

const kind = (overrides: Partial<CustomerKind>): CustomerKind => ({ ...record, ...overrides });

describe('customer kind predicates', () => {
  it('tells the user types apart', () => {
    expect(isVisionUser(kind({ userType: 'vision' }))).toBe(true);
    expect(isVisionUser(kind({ userType: 'inovate' }))).toBe(false);
    expect(isInovateUser(kind({ userType: 'inovate' }))).toBe(true);
    expect(isInovateUser(kind({ userType: 'default' }))).toBe(false);
    expect(isVisionUser(kind({ userType: 'default' }))).toBe(false);
  });

  it('a developer is is_dev, staff is the staff role; either may replay', () => {
    expect(isDeveloper(kind({ is_dev: true }))).toBe(true);
    expect(isDeveloper(kind({ is_dev: false }))).toBe(false);
    expect(isStaff(kind({ role: 'staff' }))).toBe(true);
    expect(isStaff(kind({ role: 'user' }))).toBe(false);
    expect(canReplay(kind({ role: 'staff', is_dev: false }))).toBe(true);
    expect(canReplay(kind({ role: 'user', is_dev: true }))).toBe(true);
    expect(canReplay(kind({ role: 'user', is_dev: false }))).toBe(false);
  });

  it('the session’s copy (no role) is never staff, but keeps its user type and is_dev', () => {
    const fromSession: CustomerKind = { userType: 'vision', is_dev: true };
    expect(isStaff(fromSession)).toBe(false);
    expect(isVisionUser(fromSession)).toBe(true);
    expect(isDeveloper(fromSession)).toBe(true);
    expect(canReplay({ userType: 'default', is_dev: false })).toBe(false);
  });

  it('nobody signed in is nothing', () => {
    for (const ask of [isVisionUser, isInovateUser, isDeveloper, isStaff, canReplay]) {
      expect(ask(null)).toBe(false);
      expect(ask(undefined)).toBe(false);
    }
  });
});

describe('currentCustomerQuery', () => {
  it('keys each customer apart under one scheme the session change can drop', () => {
    expect(customerKeys.current('c1')).toEqual(['customer', 'current', 'c1']);
    expect(customerKeys.current('c1')).not.toEqual(customerKeys.current('c2'));
    expect(currentCustomerQuery({} as ApiClient, 'c1').queryKey.slice(0, 1)).toEqual([...customerKeys.all]);
  });

  it('reads detail_customer_by_token and selects the record', async () => {
    const request = vi.fn(async () => ({ code: 200, message: 'OK', customer: record }));
    const api = { request } as unknown as ApiClient;
    const client = new QueryClient();
    const options = currentCustomerQuery(api, 'c1');
    const answer = await client.fetchQuery(options);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', path: '/api/customer/detail_customer_by_token' }),
    );
    expect(options.select?.(answer)).toEqual(record);
    expect(client.getQueryData(customerKeys.current('c1'))).toEqual(answer);
  });
});
