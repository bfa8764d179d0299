/**
 * Payment plans (spec §7 "Plans and payments"): the project's plans with their price in the plan's
 * currency (symbol shown) and billing; add, edit and delete (confirmed).
 */
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentPlan } from '../../../api/plan.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { ErrorState } from '../../components/States.tsx';
import {
  addPlan,
  currencyListQuery,
  deletePlan,
  editPlan,
  paymentKeys,
  planListQuery,
} from '../../data/payments.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import { INTERVAL_LABELS, PlanDialog, type PlanValues } from './PlanDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export function formatPrice(
  plan: Pick<PaymentPlan, 'plan_price' | 'currency_symbol' | 'currency_type'>,
): string {
  return `${plan.currency_symbol}${plan.plan_price.toFixed(2)} ${plan.currency_type}`;
}

export function PlansSection({ projectId }: { projectId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const plans = useQuery(planListQuery(api, projectId));
  const currencies = useQuery(currencyListQuery(api));
  const [editing, setEditing] = useState<PaymentPlan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaymentPlan | null>(null);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: paymentKeys.plans(projectId) });
  const save = useMutation({
    mutationFn: ({ plan, values }: { plan: PaymentPlan | null; values: PlanValues }) =>
      plan ? editPlan(api, plan._id, values) : addPlan(api, { project_id: projectId, ...values }),
    meta: { errorToast: false },
    onSuccess: (_answer, { plan }) => {
      setEditing(null);
      toastSuccess(plan ? 'Plan saved' : 'Plan added');
      return invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (plan: PaymentPlan) => deletePlan(api, plan._id, projectId),
    meta: { errorTitle: 'Could not delete the plan' },
    onSuccess: () => {
      toastSuccess('Plan deleted');
      return invalidate();
    },
  });

  const open = (plan: PaymentPlan | 'new') => {
    save.reset();
    setEditing(plan);
  };

  return (
    <SettingsSection
      id="plans"
      title="Payment plans"
      description="What your pages sell: a price in your currency, paid once or as a subscription."
    >
      {plans.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading payment plans">
          <Skeleton h="14" />
          <Skeleton h="14" />
        </Stack>
      ) : plans.isError ? (
        <ErrorState
          title="The payment plans did not load"
          error={plans.error}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <Stack gap="4">
          {plans.data.length === 0 ? (
            <Text color="gray.600">No payment plans yet.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" aria-label="Payment plans">
              {plans.data.map((plan, index) => (
                <HStack
                  as="li"
                  key={plan._id}
                  justify="space-between"
                  gap="3"
                  py="3"
                  borderTopWidth={index === 0 ? 0 : '1px'}
                  borderColor="gray.100"
                >
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {plan.plan_title}
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      {formatPrice(plan)} · {INTERVAL_LABELS[plan.billing_interval]}
                    </Text>
                  </Stack>
                  <HStack gap="1" flexShrink={0}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${plan.plan_title}`}
                      onClick={() => open(plan)}
                    >
                      <PencilIcon />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete ${plan.plan_title}`}
                      onClick={() => setDeleting(plan)}
                    >
                      <TrashIcon />
                    </Button>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
          <Button
            variant="outline"
            alignSelf="flex-start"
            onClick={() => open('new')}
            disabled={!currencies.data}
          >
            <PlusIcon />
            Add plan
          </Button>
        </Stack>
      )}
      <PlanDialog
        open={editing !== null}
        plan={editing === 'new' ? null : editing}
        currencies={currencies.data ?? []}
        pending={save.isPending}
        error={save.error}
        onClose={() => setEditing(null)}
        onSubmit={(values) => save.mutate({ plan: editing === 'new' ? null : editing, values })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.plan_title ?? ''}”?`}
        confirmLabel="Delete plan"
        destructive
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        Pages that sell this plan stop offering it. This cannot be undone.
      </ConfirmDialog>
    </SettingsSection>
  );
}
