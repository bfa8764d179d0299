/**
 * The client-portal redirect of spec §1/§6: a vision user (`isVisionUser`) manages projects
 * in the vision product's client portal, so where the builder would show its own projects list it
 * sends them there instead. The portal's address is the server setting `VISION_PORTAL_URL`, answered
 * by `get_key` as `vision_portal`; when it is not configured (404) vision users stay, like others.
 */
import { Center, Spinner, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { type ApiClient, ApiError } from '../../api/client.ts';
import type { GetKeyResponse } from '../../api/key.ts';
import { isVisionUser } from '../data/customer.ts';
import { useApi } from './SessionProvider.tsx';
import { useCustomerKind } from './use-current-customer.ts';

export const VISION_PORTAL_KEY = 'vision_portal';

/** The portal address, or null when the server has none configured. */
export const visionPortalQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['keys', VISION_PORTAL_KEY] as const,
    queryFn: async (): Promise<string | null> => {
      const answer = await api.send<GetKeyResponse>({
        method: 'POST',
        path: '/api/key/get_key',
        body: { key_name: VISION_PORTAL_KEY },
      });
      if (answer.ok) return answer.value.data;
      if (answer.error.code === 404) return null;
      throw new ApiError(answer.error);
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorTitle: 'Could not check where vision projects live' },
  });

const assignLocation = (url: string) => window.location.assign(url);

/**
 * Renders `children`, except for a vision user when a portal is configured: then it leaves for the
 * portal (`navigate`, by default a full-page `location.assign`) and shows that it is doing so.
 */
export function VisionPortalRedirect({
  children,
  navigate = assignLocation,
}: {
  children: ReactNode;
  navigate?: (url: string) => void;
}) {
  const api = useApi();
  const vision = isVisionUser(useCustomerKind());
  const portal = useQuery({ ...visionPortalQuery(api), enabled: vision });
  const target = vision ? portal.data : null;

  useEffect(() => {
    if (target) navigate(target);
  }, [target, navigate]);

  if (!vision || portal.isError || portal.data === null) return <>{children}</>;
  return (
    <Center py="16" flexDirection="column" gap="3" aria-live="polite" aria-busy="true">
      <Spinner aria-hidden="true" />
      <Text>{target ? 'Opening your client portal…' : 'Checking your client portal…'}</Text>
    </Center>
  );
}
