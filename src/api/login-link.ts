/**
 * Login links (spec §2 `/admin-auth-controller/{token}` and
 * `/client-auth-controller/{token}/{project_id}/{page_id}`): a staff member (or the admin CLI) creates a
 * single-use, short-lived token for a customer; the app route exchanges it for a session with
 * `exchange_login_token`. An `admin` link opens the customer's projects, a `client` link one page of
 * the builder and only together with that project and page. Browser-safe.
 */
import { z } from 'zod';
import { Email } from './auth.ts';
import { Id, okEnvelope, Timestamp } from './common.ts';
import { Customer } from './customer.ts';

export const LOGIN_LINK_KINDS = ['admin', 'client'] as const;
export const LoginLinkKind = z.enum(LOGIN_LINK_KINDS);
export type LoginLinkKind = z.infer<typeof LoginLinkKind>;

/** The app paths a link opens. */
export function loginLinkPath(
  kind: LoginLinkKind,
  token: string,
  projectId?: string,
  pageId?: string,
): string {
  return kind === 'admin'
    ? `/admin-auth-controller/${token}`
    : `/client-auth-controller/${token}/${projectId}/${pageId}`;
}

export const CreateLoginLinkBody = z
  .object({
    email: Email,
    kind: LoginLinkKind,
    project_id: Id.optional(),
    page_id: Id.optional(),
  })
  .refine((body) => body.kind === 'admin' || (body.project_id !== undefined && body.page_id !== undefined), {
    error: 'a client link needs project_id and page_id',
    path: ['project_id'],
  });
export type CreateLoginLinkBody = z.input<typeof CreateLoginLinkBody>;

export const LoginLinkResponse = okEnvelope({
  url: z.string().describe('absolute app URL to open once'),
  token: z.string(),
  expires_at: Timestamp,
});
export type LoginLinkResponse = z.infer<typeof LoginLinkResponse>;

/** Send the project and page of a client link's path; an admin link sends only the token. */
export const ExchangeLoginTokenBody = z.object({
  token: z.string().min(1).max(200),
  project_id: Id.optional(),
  page_id: Id.optional(),
});
export type ExchangeLoginTokenBody = z.infer<typeof ExchangeLoginTokenBody>;

export const ExchangeLoginTokenResponse = okEnvelope({
  token: z.string(),
  payment_token: z.string(),
  customer: Customer,
  kind: LoginLinkKind,
  project_id: Id.nullable(),
  page_id: Id.nullable(),
});
export type ExchangeLoginTokenResponse = z.infer<typeof ExchangeLoginTokenResponse>;
