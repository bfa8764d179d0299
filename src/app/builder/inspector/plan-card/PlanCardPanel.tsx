/**
 * The Plan card settings panel (issue 23 "Plan card"; CONTRACT `Plan card settings`): the card shows
 * one of the project's payment plans (Website settings → Payment plans) — its name, price with the
 * currency symbol (spec §9: `$` when unknown), interval and features — and its buy button sells it
 * (`data-pw-plan`). The plans come from the app's query (react-query); a choice is one command.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { planListQuery } from '../../../data/payments.ts';
import { useApi } from '../../../session/SessionProvider.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import { currentPlanId, planOptions, setPlanCommand } from './plan-card-fields.ts';

export default function PlanCardPanel({ selection, node, run, projectId }: InspectorProps) {
  const api = useApi();
  const plans = useQuery(planListQuery(api, projectId));
  const { errorOf, runField } = useFieldErrors(run);
  const current = currentPlanId(node);

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

  return (
    <Stack gap="3">
      <SelectField
        label="Payment plan"
        value={current ?? ''}
        options={planOptions(plans.data, current)}
        help="The card shows the plan's name, price, interval and features; its button sells it."
        error={errorOf('plan')}
        onChange={(id) => {
          const plan = plans.data.find((p) => p._id === id);
          if (plan) runField('plan', setPlanCommand(selection, plan));
        }}
      />
    </Stack>
  );
}
