/**
 * Payment plans (spec §7 "Plans and payments"): the project's plans with their price in the plan's
 * currency (symbol shown), billing and the pages that offer them; add, edit, choose pages
 * (`assign_payment_plan_to_pages`) and delete (confirmed).
 */
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageSummary } from '../../../api/page.ts';
import type { PaymentPlan } from '../../../api/plan.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FileIcon, PencilIcon, PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { ErrorState } from '../../components/States.tsx';
import {
  addPlan,
  assignPlanToPages,
  currencyListQuery,
  deletePlan,
  editPlan,
  paymentKeys,
  planListQuery,
} from '../../data/payments.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import { INTERVAL_LABELS, PlanDialog, type PlanValues } from './PlanDialog.tsx';
import { PlanPagesDialog } from './PlanPagesDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export function formatPrice(
  plan: Pick<PaymentPlan, 'plan_price' | 'currency_symbol' | 'currency_type'>,
): string {
  return `${plan.currency_symbol}${plan.plan_price.toFixed(2)} ${plan.currency_type}`;
}

/** "Offered on Home, Offer", in the project's page order; pages since deleted are left out. */
export function offeredOn(plan: Pick<PaymentPlan, 'page_ids'>, pages: readonly PageSummary[]): string {
  const names = pages.filter((page) => plan.page_ids.includes(page._id)).map((page) => page.page_name);
  return names.length === 0 ? 'Not offered on any page yet' : `Offered on ${names.join(', ')}`;
}

export function PlansSection({ projectId, pages }: { projectId: string; pages: readonly PageSummary[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const plans = useQuery(planListQuery(api, projectId));
  const currencies = useQuery(currencyListQuery(api));
  const [editing, setEditing] = useState<PaymentPlan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaymentPlan | null>(null);
  const [choosingPages, setChoosingPages] = useState<PaymentPlan | null>(null);

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

  const assign = useMutation({
    mutationFn: ({ plan, pageIds }: { plan: PaymentPlan; pageIds: string[] }) =>
      assignPlanToPages(api, { plan_id: plan._id, page_ids: pageIds }),
    meta: { errorTitle: 'Could not change the plan’s pages' },
    onSuccess: (answer) => {
      setChoosingPages(null);
      toastSuccess('Pages saved', offeredOn(answer.plan, pages));
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
        <Stack gap="3" aria-busy="true" role="status" aria-label="Loading payment plans">
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
                    <Text fontSize="sm" color="gray.600" truncate>
                      {offeredOn(plan, pages)}
                    </Text>
                  </Stack>
                  <HStack gap="1" flexShrink={0}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Choose pages for ${plan.plan_title}`}
                      onClick={() => setChoosingPages(plan)}
                    >
                      <FileIcon />
                    </Button>
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
      <PlanPagesDialog
        plan={choosingPages}
        pages={pages}
        pending={assign.isPending}
        onClose={() => setChoosingPages(null)}
        onSubmit={(pageIds) => choosingPages && assign.mutate({ plan: choosingPages, pageIds })}
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
