/**
 * Buy button settings (issue 25; spec §2 right panels "Stripe buy button"; CONTRACT name `Buy button
 * settings`): which of the project's payment plans the button sells — price, currency and billing come
 * from the plan, so the page never carries an amount — then the Button panel's own fields (label,
 * link style, colours, size). The plan field runs one command (buy-button-fields.ts).
 */
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentPlan } from '../../../api/plan.ts';
import { planListQuery } from '../../data/payments.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import ButtonPanel from './ButtonPanel.tsx';
import { planCommand, planOf } from './buy-button-fields.ts';
import { SelectField } from './fields/SelectField.tsx';
import { useFieldErrors } from './fields/use-field-errors.ts';
import { elementTarget } from './node-values.ts';
import type { InspectorProps } from './types.ts';

const INTERVALS: Readonly<Record<PaymentPlan['billing_interval'], string>> = {
  one_time: '',
  month: ' a month',
  year: ' a year',
};

/** `Starter kit · €49.99 a month` */
export function planLabel(plan: PaymentPlan): string {
  const price = plan.plan_price.toLocaleString('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return `${plan.plan_title} · ${plan.currency_symbol}${price}${INTERVALS[plan.billing_interval]}`;
}

export default function BuyButtonPanel(props: InspectorProps) {
  const { selection, node, run, projectId } = props;
  const api = useApi();
  const plans = useQuery(planListQuery(api, projectId));
  const { errorOf, runField } = useFieldErrors(run);
  const chosen = planOf(node);
  const list = plans.data ?? [];
  const known = chosen === '' || list.some((plan) => plan._id === chosen);
  const settingsHref = `/website-settings/${encodeURIComponent(projectId)}#plans`;

  return (
    <Stack gap="4">
      {plans.isPending ? (
        <Text fontSize="sm" color="gray.600" role="status">
          Loading the payment plans…
        </Text>
      ) : plans.isError ? (
        <Text fontSize="sm" color="red.700" role="alert">
          The payment plans did not load. Close this panel and select the button again.
        </Text>
      ) : list.length === 0 ? (
        <Text fontSize="sm" color="gray.700">
          This project has no payment plans yet.{' '}
          <ChakraLink href={settingsHref} color="purple.700" textDecoration="underline">
            Add one in Website settings
          </ChakraLink>
          , then choose it here.
        </Text>
      ) : (
        <SelectField
          label="Plan"
          value={known ? chosen : ''}
          options={[
            { value: '', label: 'Choose a plan' },
            ...list.map((plan) => ({ value: plan._id, label: planLabel(plan) })),
          ]}
          error={
            errorOf('plan') ??
            (known ? null : 'The plan this button sold is gone or belongs to another project. Choose one.')
          }
          help={
            chosen === ''
              ? 'Until a plan is chosen, the button takes no payment.'
              : "Visitors go to Stripe's checkout for this plan; its price and currency come from the plan."
          }
          onChange={(planId) => runField('plan', planCommand(elementTarget(selection), planId))}
        />
      )}
      <ButtonPanel {...props} />
    </Stack>
  );
}
