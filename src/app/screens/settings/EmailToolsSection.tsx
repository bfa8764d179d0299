/**
 * Email tools (issue 25, spec §7 "Campaign"): connect the project to Mailchimp (API key) and to
 * ActiveCampaign (API address + key). Connecting is the connection test: the server asks the provider
 * with the key before storing it, and a refusal is shown in the provider's words. Keys are write-only:
 * once connected only the account's name, the masked key and the number of lists are shown. Forms then
 * choose a list in the builder's form panel (docs/integrations.md).
 */
import { Badge, Button, Code, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type CampaignConnection,
  type CampaignProvider,
  PROVIDER_NAMES,
  UpdateActiveCampaignBody,
  UpdateMailchimpBody,
} from '../../../api/campaign.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/FormField.tsx';
import { ErrorState } from '../../components/States.tsx';
import {
  campaignKeys,
  campaignListsQuery,
  connectActiveCampaign,
  connectionQuery,
  connectMailchimp,
  disconnectProvider,
} from '../../data/campaign.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { plural } from '../../shell/format.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export function EmailToolsSection({ projectId }: { projectId: string }) {
  return (
    <SettingsSection
      id="email-tools"
      title="Email tools"
      description="Send the people who fill in your forms to a Mailchimp or ActiveCampaign list. Keys are stored encrypted and never shown again."
    >
      <Stack gap="6">
        <ProviderConnection projectId={projectId} provider="mailchimp" />
        <Separator borderColor="gray.200" />
        <ProviderConnection projectId={projectId} provider="activecampaign" />
      </Stack>
    </SettingsSection>
  );
}

function ProviderConnection({ projectId, provider }: { projectId: string; provider: CampaignProvider }) {
  const api = useApi();
  const connection = useQuery(connectionQuery(api, projectId, provider));
  const name = PROVIDER_NAMES[provider];
  return (
    <Stack gap="3" as="section" aria-label={name}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" color="gray.900">
          {name}
        </Text>
        {connection.data && (
          <Badge colorPalette={connection.data.connected ? 'green' : 'gray'} variant="subtle">
            {connection.data.connected ? 'Connected' : 'Not connected'}
          </Badge>
        )}
      </HStack>
      {connection.isPending ? (
        <Skeleton h="10" aria-busy="true" role="status" aria-label={`Loading the ${name} connection`} />
      ) : connection.isError ? (
        <ErrorState
          title={`The ${name} connection did not load`}
          error={connection.error}
          onRetry={() => void connection.refetch()}
        />
      ) : connection.data.connected ? (
        <Connected projectId={projectId} provider={provider} connection={connection.data} />
      ) : (
        <ConnectForm projectId={projectId} provider={provider} />
      )}
    </Stack>
  );
}

function Connected({
  projectId,
  provider,
  connection,
}: {
  projectId: string;
  provider: CampaignProvider;
  connection: CampaignConnection;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const lists = useQuery(campaignListsQuery(api, projectId, provider));
  const name = PROVIDER_NAMES[provider];
  const disconnect = useMutation({
    mutationFn: () => disconnectProvider(api, projectId, provider),
    meta: { errorTitle: `Could not disconnect ${name}` },
    onSuccess: (answer) => {
      queryClient.setQueryData(campaignKeys.connection(projectId, provider), answer);
      queryClient.removeQueries({ queryKey: campaignKeys.lists(projectId, provider) });
      toastSuccess(`${name} disconnected`);
    },
  });
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.700" data-testid={`${provider}-status`}>
        {connection.account_name ? `Account ${connection.account_name}` : 'Connected'}
        {connection.account_url ? ` at ${connection.account_url}` : ''}, key{' '}
        <Code>{connection.api_key_masked}</Code>
        {' · '}
        {lists.isPending
          ? 'loading lists…'
          : lists.isError
            ? `the lists did not load: ${lists.error.message}`
            : `${plural(lists.data.length, 'list')}`}
      </Text>
      <HStack justify="flex-end">
        <Button variant="outline" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
          Disconnect {name}
        </Button>
      </HStack>
    </Stack>
  );
}

function ConnectForm({ projectId, provider }: { projectId: string; provider: CampaignProvider }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const name = PROVIDER_NAMES[provider];
  const [accountUrl, setAccountUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [fieldError, setFieldError] = useState<{ account_url?: string; api_key?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();

  const connect = useMutation({
    mutationFn: () =>
      provider === 'mailchimp'
        ? connectMailchimp(api, { project_id: projectId, api_key: apiKey.trim() })
        : connectActiveCampaign(api, {
            project_id: projectId,
            account_url: accountUrl.trim(),
            api_key: apiKey.trim(),
          }),
    meta: { errorToast: false },
    onSuccess: (answer) => {
      queryClient.setQueryData(campaignKeys.connection(projectId, provider), answer);
      setApiKey('');
      setFormError(undefined);
      toastSuccess(`${name} connected`, answer.connection.account_name || undefined);
    },
    onError: (error) => setFormError(error.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const checked =
      provider === 'mailchimp'
        ? UpdateMailchimpBody.safeParse({ project_id: projectId, api_key: apiKey })
        : UpdateActiveCampaignBody.safeParse({
            project_id: projectId,
            account_url: accountUrl,
            api_key: apiKey,
          });
    if (!checked.success) {
      const next: typeof fieldError = {};
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'account_url')
          next.account_url = 'Use your API address, e.g. https://youraccount.api-us1.com';
        if (issue.path[0] === 'api_key')
          next.api_key =
            provider === 'mailchimp'
              ? 'Use a Mailchimp API key, ending with its data centre (e.g. -us21)'
              : 'Use your ActiveCampaign API key (Settings → Developer)';
      }
      setFieldError(next);
      return;
    }
    setFieldError({});
    connect.mutate();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Connect ${name}`}>
      <Stack gap="4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {provider === 'activecampaign' && (
          <TextField
            label="ActiveCampaign API address"
            placeholder="https://youraccount.api-us1.com"
            autoComplete="off"
            spellCheck={false}
            value={accountUrl}
            error={fieldError.account_url}
            onValueChange={(value) => {
              setAccountUrl(value);
              setFieldError((current) => ({ ...current, account_url: undefined }));
            }}
          />
        )}
        <TextField
          label={`${name} API key`}
          type="password"
          placeholder={provider === 'mailchimp' ? '0123…abcd-us21' : 'Your API key'}
          autoComplete="new-password"
          spellCheck={false}
          fontFamily="mono"
          value={apiKey}
          error={fieldError.api_key}
          help={
            provider === 'mailchimp'
              ? 'In Mailchimp: Profile → Extras → API keys.'
              : 'In ActiveCampaign: Settings → Developer, both the address and the key.'
          }
          onValueChange={(value) => {
            setApiKey(value);
            setFieldError((current) => ({ ...current, api_key: undefined }));
          }}
        />
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="purple"
            loading={connect.isPending}
            loadingText="Checking the key…"
          >
            Connect {name}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
