/**
 * Stripe keys (spec §7 "Plans and payments"): the publishable key, and the secret key, which is
 * write-only — after saving only its masked form is shown, and leaving the field empty keeps it —
 * and the webhook signing secret (write-only too) that lets payments be recorded (docs/payments.md).
 */
import { Button, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { UpdateStripeKeysBody } from '../../../api/plan.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/FormField.tsx';
import { ErrorState } from '../../components/States.tsx';
import { paymentKeys, stripeKeysQuery, updateStripeKeys } from '../../data/payments.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { type FieldErrors, splitServerErrors } from '../../shell/form-errors.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from './SettingsSection.tsx';

type Field = 'publishable_key' | 'secret_key' | 'webhook_secret';

export function StripeKeysSection({ projectId }: { projectId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useQuery(stripeKeysQuery(api, projectId));
  const [publishable, setPublishable] = useState('');
  const [secret, setSecret] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();
  useEffect(() => setPublishable(keys.data?.publishable_key ?? ''), [keys.data]);

  const save = useMutation({
    mutationFn: (body: UpdateStripeKeysBody) => updateStripeKeys(api, body),
    meta: { errorToast: false },
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentKeys.stripeKeys(projectId), answer);
      setSecret('');
      setWebhookSecret('');
      setFormError(undefined);
      toastSuccess('Stripe keys saved');
    },
    onError: (error) => {
      const split = splitServerErrors(error, ['publishable_key', 'secret_key', 'webhook_secret'] as const);
      setErrors(split.fields);
      setFormError(split.form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      project_id: projectId,
      publishable_key: publishable.trim(),
      ...(secret.trim() !== '' && { secret_key: secret.trim() }),
      ...(webhookSecret.trim() !== '' && { webhook_secret: webhookSecret.trim() }),
    };
    const checked = UpdateStripeKeysBody.safeParse(body);
    if (!checked.success) {
      const next: FieldErrors<Field> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'publishable_key')
          next.publishable_key =
            publishable.trim() === ''
              ? 'Enter your publishable key'
              : 'Use a key starting with pk_test_ or pk_live_';
        if (field === 'secret_key') next.secret_key = 'Use a key starting with sk_ or rk_ (test or live)';
        if (field === 'webhook_secret') next.webhook_secret = 'Use the signing secret starting with whsec_';
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  return (
    <SettingsSection
      id="stripe"
      title="Stripe keys"
      description="Payments on your pages go to your own Stripe account. The secret key is stored encrypted and never shown again."
    >
      {keys.isPending ? (
        <Stack gap="4" aria-busy="true" role="status" aria-label="Loading the Stripe keys">
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : keys.isError ? (
        <ErrorState
          title="The Stripe keys did not load"
          error={keys.error}
          onRetry={() => void keys.refetch()}
        />
      ) : (
        <form noValidate onSubmit={submit} aria-label="Stripe keys">
          <Stack gap="5">
            {formError && <FormAlert>{formError}</FormAlert>}
            <TextField
              label="Publishable key"
              placeholder="pk_live_…"
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
              value={publishable}
              error={errors.publishable_key}
              onValueChange={(value) => {
                setPublishable(value);
                setErrors((current) => ({ ...current, publishable_key: undefined }));
              }}
            />
            <TextField
              label="Secret key"
              type="password"
              placeholder={
                keys.data.has_secret_key ? 'Leave empty to keep the stored key' : 'sk_live_… or rk_live_…'
              }
              autoComplete="new-password"
              spellCheck={false}
              fontFamily="mono"
              value={secret}
              error={errors.secret_key}
              help={
                keys.data.has_secret_key ? (
                  <Text as="span" data-testid="stored-secret">
                    Stored: <Code>{keys.data.secret_key_masked}</Code>
                  </Text>
                ) : (
                  'No secret key stored yet.'
                )
              }
              onValueChange={(value) => {
                setSecret(value);
                setErrors((current) => ({ ...current, secret_key: undefined }));
              }}
            />
            <TextField
              label="Webhook signing secret"
              type="password"
              placeholder={keys.data.has_webhook_secret ? 'Leave empty to keep the stored secret' : 'whsec_…'}
              autoComplete="new-password"
              spellCheck={false}
              fontFamily="mono"
              value={webhookSecret}
              error={errors.webhook_secret}
              help={
                <Text as="span">
                  {keys.data.has_webhook_secret ? 'A signing secret is stored. ' : ''}In Stripe, add the
                  endpoint {/* A long address: it breaks anywhere rather than widen a phone's screen. */}
                  <Code wordBreak="break-all">{`${window.location.origin}/api/stripe/webhook/${projectId}`}</Code>{' '}
                  for <Code>checkout.session.completed</Code>, then paste its signing secret here.
                </Text>
              }
              onValueChange={(value) => {
                setWebhookSecret(value);
                setErrors((current) => ({ ...current, webhook_secret: undefined }));
              }}
            />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="purple" loading={save.isPending}>
                Save Stripe keys
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
