/**
 * The project's own SEO, social sharing and scripts with the mode selectors (spec §3; stored on the
 * project by `update_project_settings`). Published and zipped pages use the project's SEO values where
 * a page leaves its own empty, and include project and page scripts as both selectors allow. One form;
 * only changed values are sent.
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { ProjectSettingsResponse, UpdateProjectSettingsBody } from '../../../api/project-settings.ts';
import { type RootKey, SCRIPT_MODES, type ScriptMode } from '../../../domain/root-values.ts';
import { ErrorState } from '../../components/States.tsx';
import {
  projectSettingsKey,
  projectSettingsQuery,
  updateProjectSettings,
} from '../../data/project-settings.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { splitServerErrors } from '../../shell/form-errors.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { PAGE_SETTING_GROUPS, type SettingGroup } from './page-settings-fields.ts';
import { SaveBar } from './SaveBar.tsx';
import { SettingControl } from './SettingControl.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const PROJECT_MODE_LABELS: Record<ScriptMode, string> = {
  project_and_page: 'Project and page scripts',
  project: 'Project scripts only',
  page: 'Page scripts only',
};

const GROUP_TEXT: Record<string, Pick<SettingGroup, 'title' | 'description'>> = {
  seo: {
    title: 'Project SEO',
    description: 'Used on every published page that leaves its own value empty.',
  },
  social: {
    title: 'Project social sharing',
    description: 'The share card of every page that has none of its own.',
  },
  scripts: {
    title: 'Project scripts',
    description:
      'Analytics and tracking code for the whole site. For each kind, choose whether published pages include the project’s scripts, their own, or both; a page can narrow this in its settings.',
  },
};

/** The page settings groups, worded for the project, without the form messages (those stay per page). */
export const PROJECT_SETTING_GROUPS: readonly SettingGroup[] = PAGE_SETTING_GROUPS.filter(
  (group) => group.id in GROUP_TEXT,
).map((group) => ({
  ...group,
  ...GROUP_TEXT[group.id],
  id: `project-${group.id}`,
  fields: group.fields.map((field) =>
    field.options && field.key.endsWith('_script_to_add')
      ? { ...field, options: SCRIPT_MODES.map((value) => ({ value, label: PROJECT_MODE_LABELS[value] })) }
      : field,
  ),
}));

const KEYS: readonly RootKey[] = PROJECT_SETTING_GROUPS.flatMap((group) =>
  group.fields.map((field) => field.key),
);

type Values = Readonly<Partial<Record<RootKey, string>>>;

export function ProjectSeoSection({ projectId }: { projectId: string }) {
  const api = useApi();
  const settings = useQuery(projectSettingsQuery(api, projectId));
  if (settings.isPending) {
    return (
      <Stack gap="3" aria-busy="true" role="status" aria-label="Loading the project SEO and scripts">
        <Skeleton h="40" rounded="xl" />
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <ErrorState
        title="The project SEO and scripts did not load"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <ProjectSeoForm projectId={projectId} stored={settings.data} />;
}

function ProjectSeoForm({ projectId, stored }: { projectId: string; stored: Values }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const saved = useMemo(
    () => Object.fromEntries(KEYS.map((key) => [key, stored[key] ?? ''])) as Values,
    [stored],
  );
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Partial<Record<RootKey, string>>>({});
  useEffect(() => setValues(saved), [saved]);

  const body = Object.fromEntries(
    KEYS.filter((key) => (values[key] ?? '') !== (saved[key] ?? '')).map((key) => [key, values[key] ?? '']),
  ) as UpdateProjectSettingsBody;
  const dirty = Object.keys(body).length > 0;

  const save = useMutation({
    mutationFn: () => updateProjectSettings(api, projectId, body),
    meta: { errorTitle: 'Could not save the SEO and script settings' },
    onSuccess: (answer: ProjectSettingsResponse) => {
      queryClient.setQueryData(projectSettingsKey(projectId), answer);
      toastSuccess('SEO and scripts saved');
    },
    onError: (error) => setErrors(splitServerErrors(error, KEYS).fields),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty) save.mutate();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label="Project SEO and scripts">
      <Stack gap={{ base: '8', md: '10' }}>
        {PROJECT_SETTING_GROUPS.map((group) => (
          <SettingsSection key={group.id} id={group.id} title={group.title} description={group.description}>
            {group.fields.map((field) => (
              <SettingControl
                key={field.key}
                field={field}
                value={values[field.key] ?? ''}
                error={errors[field.key]}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [field.key]: value }));
                  setErrors((current) => ({ ...current, [field.key]: undefined }));
                }}
              />
            ))}
          </SettingsSection>
        ))}
      </Stack>
      <SaveBar
        dirty={dirty}
        pending={save.isPending}
        formId={formId}
        onDiscard={() => {
          setValues(saved);
          setErrors({});
        }}
      />
    </form>
  );
}
