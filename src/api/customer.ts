/**
 * Customer calls (spec §7 "Customer", CONTRACT auth): the customer record as the browser sees it,
 * `GET /api/customer/detail_customer_by_token` and `PUT /api/customer/edit_over_view`. Browser-safe.
 */
import { z } from 'zod';
import { Id, okEnvelope } from './common.ts';

/** User types of spec §1/§6: `vision` gets currency lists and the client portal, `inovate` sees ungrouped pages. */
export const USER_TYPES = ['default', 'vision', 'inovate'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const Customer = z.object({
  _id: Id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  userType: UserType,
  is_dev: z.boolean(),
  role: z.enum(['user', 'staff']),
});
export type Customer = z.infer<typeof Customer>;

export const PersonName = z.string().trim().min(1).max(100);

export const CustomerResponse = okEnvelope({ customer: Customer });
export type CustomerResponse = z.infer<typeof CustomerResponse>;

export const EditOverViewBody = z.object({
  first_name: PersonName.optional(),
  last_name: PersonName.optional(),
});
export type EditOverViewBody = z.infer<typeof EditOverViewBody>;
