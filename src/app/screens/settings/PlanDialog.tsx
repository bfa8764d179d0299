/** Add or edit a payment plan: title, description, price, currency (with its symbol) and billing. */
import { Button, Dialog, HStack, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { BILLING_INTERVALS, type EditPlanBody, type PaymentPlan } from '../../../api/plan.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { FieldFrame, TextAreaField, TextField } from '../../components/FormField.tsx';
import { checkRequired, type FieldErrors, splitServerErrors } from '../../shell/form-errors.ts';

export const INTERVAL_LABELS: Record<PaymentPlan['billing_interval'], string> = {
  one_time: 'One-time payment',
  month: 'Every month',
  year: 'Every year',
};

type Field = 'plan_title' | 'plan_description' | 'plan_price' | 'currency_type';
export type PlanValues = Required<
  Pick<EditPlanBody, 'plan_title' | 'plan_description' | 'plan_price' | 'currency_type' | 'billing_interval'>
>;

export function checkPrice(value: string): string | undefined {
  if (value.trim() === '') return 'Enter a price';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value.trim()))
    return 'Use a number with at most two decimals, like 19.99';
  return undefined;
}

export function PlanDialog({
  open,
  plan,
  currencies,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  plan: PaymentPlan | null;
  currencies: readonly { short_form: string; symbol: string }[];
  pending: boolean;
  error: unknown;
  onSubmit: (values: PlanValues) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [interval, setBilling] = useState<PaymentPlan['billing_interval']>('one_time');
  const [problems, setProblems] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setTitle(plan?.plan_title ?? '');
    setDescription(plan?.plan_description ?? '');
    setPrice(plan ? String(plan.plan_price) : '');
    setCurrency(plan?.currency_type ?? 'USD');
    setBilling(plan?.billing_interval ?? 'one_time');
    setProblems({});
    setFormError(undefined);
  }, [open, plan]);

  useEffect(() => {
    if (!error) return;
    const split = splitServerErrors(error, [
      'plan_title',
      'plan_description',
      'plan_price',
      'currency_type',
    ] as const);
    setProblems(split.fields);
    setFormError(split.form);
  }, [error]);

  const symbol = currencies.find((item) => item.short_form === currency)?.symbol ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      plan_title: checkRequired(title, 'Enter a plan name', 100),
      plan_price: checkPrice(price),
      plan_description: description.length > 5000 ? 'Use at most 5000 characters' : undefined,
    };
    setProblems(next);
    if (next.plan_title || next.plan_price || next.plan_description) return;
    onSubmit({
      plan_title: title.trim(),
      plan_description: description.trim(),
      plan_price: Number(price.trim()),
      currency_type: currency,
      billing_interval: interval,
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !pending) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{plan ? `Edit “${plan.plan_title}”` : 'New payment plan'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit}>
                <Stack gap="4">
                  {formError && <FormAlert>{formError}</FormAlert>}
                  <TextField
                    label="Plan name"
                    required
                    placeholder="e.g. Monthly coaching"
                    value={title}
                    error={problems.plan_title}
                    onValueChange={(value) => {
                      setTitle(value);
                      setProblems((current) => ({ ...current, plan_title: undefined }));
                    }}
                  />
                  <TextAreaField
                    label="Description"
                    rows={3}
                    value={description}
                    error={problems.plan_description}
                    onValueChange={setDescription}
                  />
                  <HStack gap="3" align="flex-start">
                    <FieldFrame label="Currency" error={problems.currency_type}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={currency}
                          onChange={(event) => setCurrency(event.target.value)}
                        >
                          {currencies.map((item) => (
                            <option key={item.short_form} value={item.short_form}>
                              {item.short_form} ({item.symbol})
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FieldFrame>
                    <TextField
                      label="Price"
                      required
                      inputMode="decimal"
                      placeholder="19.99"
                      value={price}
                      error={problems.plan_price}
                      help={
                        symbol && price && !checkPrice(price)
                          ? `Shown as ${symbol}${Number(price).toFixed(2)}`
                          : undefined
                      }
                      onValueChange={(value) => {
                        setPrice(value);
                        setProblems((current) => ({ ...current, plan_price: undefined }));
                      }}
                    />
                  </HStack>
                  <FieldFrame label="Billing">
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={interval}
                        onChange={(event) =>
                          setBilling(event.target.value as PaymentPlan['billing_interval'])
                        }
                      >
                        {BILLING_INTERVALS.map((item) => (
                          <option key={item} value={item}>
                            {INTERVAL_LABELS[item]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FieldFrame>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="purple" loading={pending}>
                {plan ? 'Save plan' : 'Add plan'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
