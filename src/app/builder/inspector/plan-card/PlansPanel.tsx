/**
 * The Plan settings panel (issue 23 "Plan card and plan settings"; CONTRACT `Plan settings`): a pricing
 * table shows the project's payment plans that are ticked, one card each, in the order they were
 * ticked; a card is added (a copy of the table's own) or removed to match. Each change is one command.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { FieldError } from '../fields/FieldError.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import { ProjectPlans } from './ProjectPlans.tsx';
import { planLabel, setPlansCommand, shownPlanIds, toggledPlanIds } from './plan-card-fields.ts';

export default function PlansPanel({ selection, node, run, projectId }: InspectorProps) {
  const fields = useFieldErrors(run);
  return (
    <ProjectPlans projectId={projectId}>
      {(plans) => {
        const shown = shownPlanIds(node, plans);
        const show = (ids: readonly string[]) =>
          fields.runField('plans', setPlansCommand(selection, plans, ids));
        return (
          <Stack gap="3">
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontSize="sm" fontWeight="medium" marginBottom="1">
                Plans shown
              </Text>
              {plans.map((plan) => {
                const on = shown.includes(plan._id);
                return (
                  <ToggleField
                    key={plan._id}
                    label={planLabel(plan)}
                    checked={on}
                    // The table keeps at least one card: its last plan cannot be unticked.
                    disabled={on && shown.length === 1}
                    onChange={(checked) => show(toggledPlanIds(shown, plan._id, checked))}
                  />
                );
              })}
            </Stack>
            {shown.length < plans.length && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                onClick={() => show(plans.map((plan) => plan._id))}
              >
                Show all {plans.length} plans
              </Button>
            )}
            <FieldError fields={fields} name="plans" />
            <Text fontSize="xs" color="gray.600">
              {shown.length === 0
                ? 'The cards still show the template’s sample plans. Tick the plans this table sells: it gets one card for each.'
                : 'One card for each ticked plan, in the order ticked. A new card copies the table’s own.'}
            </Text>
          </Stack>
        );
      }}
    </ProjectPlans>
  );
}
