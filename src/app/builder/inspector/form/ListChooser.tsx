/**
 * "Subscribers go to" in the Form settings panel (issue 25): the project's subscribers only, or also
 * a list of a connected email tool (Mailchimp, ActiveCampaign), with tags. Lists are offered only for
 * a provider the project is connected to (Website settings → Email tools); the choice is written on
 * the form (`data-list-provider`, `data-list-id`, `data-list-tags`) by the form's settings command, and
 * the sites server syncs each subscriber there through a queued job.
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CAMPAIGN_PROVIDERS, type CampaignProvider, PROVIDER_NAMES } from '../../../../api/campaign.ts';
import type { FormSettingsChanges } from '../../../../commands/form.ts';
import type { FormSettings } from '../../../../domain/form-fields.ts';
import { campaignListsQuery, connectionQuery } from '../../../data/campaign.ts';
import { useApi } from '../../../session/SessionProvider.tsx';
import { SelectField, type SelectOption } from '../fields/SelectField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';

const PROJECT_ONLY = '';
const choiceOf = (provider: string, listId: string) =>
  provider && listId ? `${provider}:${listId}` : PROJECT_ONLY;

interface ListChooserProps {
  readonly projectId: string;
  readonly settings: FormSettings;
  readonly onChange: (name: string, changes: FormSettingsChanges) => boolean;
  readonly errorOf: (name: string) => string | null;
}

function useProviderLists(projectId: string, provider: CampaignProvider) {
  const api = useApi();
  const connection = useQuery(connectionQuery(api, projectId, provider));
  const connected = connection.data?.connected === true;
  const lists = useQuery({ ...campaignListsQuery(api, projectId, provider), enabled: connected });
  return { provider, connected, pending: connection.isPending || (connected && lists.isPending), lists };
}

export function ListChooser({ projectId, settings, onChange, errorOf }: ListChooserProps) {
  const mailchimp = useProviderLists(projectId, 'mailchimp');
  const activeCampaign = useProviderLists(projectId, 'activecampaign');
  const providers = [mailchimp, activeCampaign];
  const options: SelectOption[] = [{ value: PROJECT_ONLY, label: 'Project subscribers only' }];
  for (const { provider, lists } of providers)
    for (const list of lists.data ?? [])
      options.push({ value: `${provider}:${list.id}`, label: `${PROVIDER_NAMES[provider]} · ${list.name}` });
  const value = choiceOf(settings.listProvider, settings.listId);
  // A list chosen before (its tool since disconnected, or the list deleted) is still named, not a raw id.
  if (value !== PROJECT_ONLY && !options.some((option) => option.value === value)) {
    const name = PROVIDER_NAMES[settings.listProvider as CampaignProvider] ?? settings.listProvider;
    const loading = providers.some((entry) => entry.pending);
    options.push({ value, label: `${name} list ${settings.listId}${loading ? '' : ' (not available)'}` });
  }
  const anyConnected = providers.some((entry) => entry.connected);
  const failed = providers.find((entry) => entry.lists.isError);
  const help = providers.some((entry) => entry.pending)
    ? 'Loading your email lists…'
    : failed
      ? `The ${PROVIDER_NAMES[failed.provider]} lists did not load: ${failed.lists.error?.message ?? ''}`
      : anyConnected
        ? 'Each new subscriber is also added to this list.'
        : 'Connect Mailchimp or ActiveCampaign in Website settings → Email tools to send subscribers to a list.';

  return (
    <Stack gap="3">
      <SelectField
        label="Subscribers go to"
        value={value}
        options={options}
        help={help}
        error={errorOf('list')}
        onChange={(choice) => {
          const at = choice.indexOf(':');
          const provider = at > 0 ? choice.slice(0, at) : '';
          const listId = at > 0 ? choice.slice(at + 1) : '';
          onChange('list', {
            listProvider: (CAMPAIGN_PROVIDERS as readonly string[]).includes(provider) ? provider : '',
            listId,
            ...(listId === '' && { listTags: '' }),
          });
        }}
      />
      {value !== PROJECT_ONLY && (
        <TextInputField
          label="Tags"
          value={settings.listTags}
          placeholder="webinar, lead"
          help="Added to each subscriber in the list; separate tags with commas."
          error={errorOf('tags')}
          onChange={(listTags) => onChange('tags', { listTags })}
        />
      )}
    </Stack>
  );
}
