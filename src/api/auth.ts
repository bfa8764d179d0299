/**
 * Auth calls fixed by CONTRACT "HTTP" (not in the spec): register, login, logout, forgot and reset
 * password. The session token travels in header `x-sh-auth`; `payment_token` is the separate token of
 * the payment/page API. Browser-safe.
 */
import { z } from 'zod';
import { okEnvelope } from './common.ts';
import { Customer, PersonName } from './customer.ts';

export { AUTH_HEADER } from './wire.ts';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const Email = z
  .email({ error: 'must be a valid email address' })
  .max(254)
  .transform((value) => value.toLowerCase());
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const RegisterBody = z.object({
  first_name: PersonName,
  last_name: PersonName,
  email: Email,
  password: Password,
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX) });
export type LoginBody = z.input<typeof LoginBody>;

export const SessionResponse = okEnvelope({
  token: z.string(),
  payment_token: z.string(),
  customer: Customer,
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token: z.string().min(1).max(200), password: Password });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;
