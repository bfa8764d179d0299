/**
 * "Subscribers go to" in the Form settings panel (issue 25): the project's subscribers only, or also
 * a list of a connected email tool (Mailchimp, ActiveCampaign), with tags. Lists are offered only for
 * a provider the project is connected to (Website settings → Email tools). Tags are ticked from the
 * account's own (ActiveCampaign's tags; the Mailchimp list's tags, which are its static segments — a
 * member is put in such a segment by its tag) or typed; the sync adds them, creating a typed one the
 * account lacks. The choice is written on the form (`data-list-provider`, `data-list-id`,
 * `data-list-tags`) by the form's settings command, and the sites server syncs each subscriber there
 * through a queued job.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CAMPAIGN_PROVIDERS, type CampaignProvider, PROVIDER_NAMES } from '../../../../api/campaign.ts';
import type { FormSettingsChanges } from '../../../../commands/form.ts';
import type { FormSettings } from '../../../../domain/form-fields.ts';
import { campaignListsQuery, campaignTagsQuery, connectionQuery } from '../../../data/campaign.ts';
import { useApi } from '../../../session/SessionProvider.tsx';
import { SelectField, type SelectOption } from '../fields/SelectField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';

const PROJECT_ONLY = '';
const choiceOf = (provider: string, listId: string) =>
  provider && listId ? `${provider}:${listId}` : PROJECT_ONLY;

/** The tag names of the form's comma-separated `listTags`. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `text` with `tag` added (at the end) or removed, as the comma list the form keeps. */
export const toggleTag = (text: string, tag: string, on: boolean) => {
  const rest = splitTags(text).filter((name) => !sameTag(name, tag));
  return (on ? [...rest, tag] : rest).join(', ');
};

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
          const listProvider = (CAMPAIGN_PROVIDERS as readonly string[]).includes(provider) ? provider : '';
          // Tags belong to one tool's account: another tool (or none) starts with none, in the same
          // command, so one undo brings back the list and its tags together.
          const tagsCleared = listId === '' || listProvider !== settings.listProvider;
          onChange('list', { listProvider, listId, ...(tagsCleared && { listTags: '' }) });
        }}
      />
      {value !== PROJECT_ONLY && (
        <>
          <AccountTags
            projectId={projectId}
            provider={settings.listProvider as CampaignProvider}
            listId={settings.listId}
            chosen={settings.listTags}
            onToggle={(tag, on) => onChange('tags', { listTags: toggleTag(settings.listTags, tag, on) })}
          />
          <TextInputField
            label="Tags"
            value={settings.listTags}
            placeholder="webinar, lead"
            help="Added to each subscriber in the list; separate tags with commas. A new tag is created."
            error={errorOf('tags')}
            onChange={(listTags) => onChange('tags', { listTags })}
          />
        </>
      )}
    </Stack>
  );
}

interface AccountTagsProps {
  readonly projectId: string;
  readonly provider: CampaignProvider;
  readonly listId: string;
  readonly chosen: string;
  readonly onToggle: (tag: string, on: boolean) => void;
}

/** The account's tags (for the chosen list) as check boxes; a ticked one is in the form's Tags. */
function AccountTags({ projectId, provider, listId, chosen, onToggle }: AccountTagsProps) {
  const api = useApi();
  const known = (CAMPAIGN_PROVIDERS as readonly string[]).includes(provider);
  const tags = useQuery({ ...campaignTagsQuery(api, projectId, provider, listId), enabled: known });
  if (!known) return null;
  const name = PROVIDER_NAMES[provider];
  const picked = splitTags(chosen);
  const status = tags.isPending
    ? `Loading the ${name} tags…`
    : tags.isError
      ? `The ${name} tags did not load: ${tags.error.message}`
      : tags.data.length === 0
        ? provider === 'mailchimp'
          ? 'This list has no tags yet: type new ones below.'
          : 'This account has no tags yet: type new ones below.'
        : null;
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {`${name} tags`}
      </Text>
      {status ? (
        <Text fontSize="xs" color={tags.isError ? 'red.700' : 'gray.600'}>
          {status}
        </Text>
      ) : (
        <Stack gap="1" maxH="40" overflowY="auto">
          {tags.data?.map((tag) => (
            <ToggleField
              key={tag}
              label={tag}
              checked={picked.some((name) => sameTag(name, tag))}
              onChange={(on) => onToggle(tag, on)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
