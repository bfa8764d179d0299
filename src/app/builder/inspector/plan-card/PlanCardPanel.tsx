/**
 * The Plan card settings panel (issue 23 "Plan card"; CONTRACT `Plan card settings`): the card shows
 * one of the project's payment plans (Website settings → Payment plans) — its name, price with the
 * currency symbol (spec §9: `$` when unknown), interval and features — and its buy button sells it
 * (`data-pw-plan`). A choice is one command.
 */
import { Stack } from '@chakra-ui/react';
import { SelectField } from '../fields/SelectField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import { ProjectPlans } from './ProjectPlans.tsx';
import { currentPlanId, planOptions, setPlanCommand } from './plan-card-fields.ts';

export default function PlanCardPanel({ selection, node, run, projectId }: InspectorProps) {
  const { errorOf, runField } = useFieldErrors(run);
  const current = currentPlanId(node);
  return (
    <ProjectPlans projectId={projectId}>
      {(plans) => (
        <Stack gap="3">
          <SelectField
            label="Payment plan"
            value={current ?? ''}
            options={planOptions(plans, current)}
            help="The card shows the plan's name, price, interval and features; its button sells it."
            error={errorOf('plan')}
            onChange={(id) => {
              const plan = plans.find((p) => p._id === id);
              if (plan) runField('plan', setPlanCommand(selection, plan));
            }}
          />
        </Stack>
      )}
    </ProjectPlans>
  );
}
