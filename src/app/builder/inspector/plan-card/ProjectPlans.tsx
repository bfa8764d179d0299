/**
 * The project's payment plans (Website settings → Payment plans) for the plan panels, through the app's
 * query: while they load, when they cannot, and when there are none, the panel says so instead.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PaymentPlan } from '../../../../api/plan.ts';
import { planListQuery } from '../../../data/payments.ts';
import { useApi } from '../../../session/SessionProvider.tsx';

export function ProjectPlans({
  projectId,
  children,
}: {
  readonly projectId: string;
  readonly children: (plans: readonly PaymentPlan[]) => ReactNode;
}) {
  const api = useApi();
  const plans = useQuery(planListQuery(api, projectId));
  if (plans.isPending) return <Text fontSize="sm">Loading the payment plans…</Text>;
  if (plans.isError)
    return (
      <Text fontSize="sm" role="alert" color="red.700">
        Could not load the payment plans. Close this panel and try again.
      </Text>
    );
  if (plans.data.length === 0)
    return (
      <Stack gap="2">
        <Text fontSize="sm">This project has no payment plans yet.</Text>
        <Text fontSize="xs" color="gray.600">
          Add one in Website settings → Payment plans, then choose it here.
        </Text>
      </Stack>
    );
  return children(plans.data);
}
