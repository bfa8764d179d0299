/**
 * The signed-in customer for screens: every screen reads the one `currentCustomerQuery` of the signed-in
 * account (one request, shared), and asks `isVisionUser` / `isInovateUser` / `isDeveloper` / `isStaff`
 * / `canReplay` (src/app/data/customer.ts) of what `useCustomerKind` answers.
 */
import { useQuery } from '@tanstack/react-query';
import { type CustomerKind, currentCustomerQuery } from '../data/customer.ts';
import { useApi, useSession } from './SessionProvider.tsx';

/**
 * The server's record of the signed-in customer (with the staff role); idle while signed out. For a
 * screen that must wait for the server's word, such as a gate. `errorToast: false` when the screen
 * shows the failure itself or can do without the answer.
 */
export function useCurrentCustomer({ errorToast = true }: { readonly errorToast?: boolean } = {}) {
  const api = useApi();
  const session = useSession();
  const query = currentCustomerQuery(api, session?.customer._id ?? '');
  return useQuery({
    ...query,
    enabled: session !== null,
    ...(!errorToast && { meta: { ...query.meta, errorToast } }),
  });
}

/**
 * The best-known kind of the signed-in account, or null while signed out: the server's record once it
 * answered; before that, or when it failed (silently: screens then behave as the login said), the
 * copy the session kept at login, which has no role, so nobody is staff until the server says so.
 */
export function useCustomerKind(): CustomerKind | null {
  const session = useSession();
  const customer = useCurrentCustomer({ errorToast: false });
  return customer.data ?? session?.customer ?? null;
}
