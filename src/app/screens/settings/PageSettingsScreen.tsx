/**
 * /page-settings/{project_id}/{page_id}: the page's name, slug and group (`edit_page`), its SEO, social
 * sharing and scripts with the mode selectors (`update_page_meta_setting`), and its form messages
 * (root values, `edit_page`). One form, saved together; only changed values are sent.
 */
import { Box, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import type { EditPageBody, PageDetail, PageGroupType, UpdatePageMetaBody } from '../../../api/page.ts';
import type { RootKey } from '../../../domain/root-values.ts';
import { FieldFrame, TextField } from '../../components/FormField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorState } from '../../components/States.tsx';
import { editPage, pageChanged, pageKeys, pageQuery, updatePageMeta } from '../../data/pages.ts';
import { projectKeys, projectQuery } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { checkRequired, splitServerErrors } from '../../shell/form-errors.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { checkSlug, GROUP_LABELS } from '../project/AddPageDialog.tsx';
import { isMetaKey, PAGE_SETTING_GROUPS, SETTING_KEYS } from './page-settings-fields.ts';
import { SaveBar } from './SaveBar.tsx';
import { SettingControl } from './SettingControl.tsx';
import { SettingsSection } from './SettingsSection.tsx';

interface Values {
  readonly page_name: string;
  readonly page_slug: string;
  readonly group: PageGroupType | 'none';
  readonly root: Readonly<Partial<Record<RootKey, string>>>;
}

function valuesOf(page: PageDetail): Values {
  return {
    page_name: page.page_name,
    page_slug: page.page_slug,
    group: page.page_group_type ?? 'none',
    root: Object.fromEntries(SETTING_KEYS.map((key) => [key, page[key] ?? ''])),
  };
}

/** The two calls' bodies for what changed between `before` and `after` (undefined = nothing to send). */
export function changesOf(
  pageId: string,
  before: Values,
  after: Values,
): { edit?: EditPageBody; meta?: UpdatePageMetaBody } {
  const edit: Record<string, unknown> = {};
  const meta: Record<string, unknown> = {};
  if (after.page_name.trim() !== before.page_name) edit.page_name = after.page_name.trim();
  if (after.page_slug.trim() !== before.page_slug) edit.page_slug = after.page_slug.trim();
  if (after.group !== before.group) edit.page_group_type = after.group === 'none' ? null : after.group;
  for (const key of SETTING_KEYS) {
    if ((after.root[key] ?? '') === (before.root[key] ?? '')) continue;
    (isMetaKey(key) ? meta : edit)[key] = after.root[key] ?? '';
  }
  return {
    ...(Object.keys(edit).length > 0 && { edit: edit as EditPageBody }),
    ...(Object.keys(meta).length > 0 && { meta: { page_id: pageId, ...meta } as UpdatePageMetaBody }),
  };
}

export function PageSettingsScreen({ projectId, pageId }: { projectId: string; pageId: string }) {
  const api = useApi();
  const page = useQuery(pageQuery(api, pageId));
  const project = useQuery(projectQuery(api, projectId));
  usePageTitle('Page settings');

  return (
    <>
      <PageHeader
        back={{
          label: project.data?.project_name ?? 'Project',
          link: { to: '/projects/$projectId', params: { projectId } },
        }}
        title={page.data ? `${page.data.page_name} settings` : 'Page settings'}
        description="Name, address, search and social appearance, scripts and form messages of this page."
      />
      {page.isPending ? (
        <Stack gap="6" aria-busy="true" role="status" aria-label="Loading page settings">
          <Skeleton h="48" rounded="xl" />
          <Skeleton h="64" rounded="xl" />
        </Stack>
      ) : page.isError ? (
        <ErrorState
          title="The page settings did not load"
          error={page.error}
          onRetry={() => void page.refetch()}
        />
      ) : (
        <PageSettingsForm projectId={projectId} page={page.data} />
      )}
    </>
  );
}

type FieldName = 'page_name' | 'page_slug';

function PageSettingsForm({ projectId, page }: { projectId: string; page: PageDetail }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const saved = useMemo(() => valuesOf(page), [page]);
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Partial<Record<FieldName | RootKey, string>>>({});

  useEffect(() => setValues(saved), [saved]);

  const changes = changesOf(page._id, saved, values);
  const dirty = changes.edit !== undefined || changes.meta !== undefined;

  const save = useMutation({
    mutationFn: async () => {
      let answer = changes.meta ? await updatePageMeta(api, changes.meta) : undefined;
      if (changes.edit) answer = await editPage(api, page._id, changes.edit);
      return answer;
    },
    meta: { errorTitle: 'Could not save the page settings' },
    onSuccess: async (answer) => {
      if (answer) queryClient.setQueryData(pageKeys.detail(page._id), answer);
      toastSuccess('Page settings saved');
      await pageChanged(queryClient, projectId);
      await queryClient.invalidateQueries({ queryKey: projectKeys.groups(projectId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 409) {
        setErrors({ page_slug: 'Another page of this project already uses this slug' });
        return;
      }
      const split = splitServerErrors(error, ['page_name', 'page_slug', ...SETTING_KEYS] as const);
      setErrors(split.fields);
      // Whatever was saved before the failure is current now.
      void queryClient.invalidateQueries({ queryKey: pageKeys.detail(page._id) });
    },
  });

  const setRoot = (key: RootKey) => (value: string) => {
    setValues((current) => ({ ...current, root: { ...current.root, [key]: value } }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      page_name: checkRequired(values.page_name, 'Enter a page name'),
      page_slug: values.page_slug.trim() === '' ? 'Enter a slug' : checkSlug(values.page_slug.trim()),
    };
    setErrors(next);
    if (!next.page_name && !next.page_slug && dirty) save.mutate();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label="Page settings">
      <Stack gap={{ base: '8', md: '10' }}>
        <SettingsSection
          id="page"
          title="Page"
          description="The page's name in the app, its address on the site, and its group."
        >
          <TextField
            label="Page name"
            required
            value={values.page_name}
            error={errors.page_name}
            onValueChange={(value) => {
              setValues((current) => ({ ...current, page_name: value }));
              setErrors((current) => ({ ...current, page_name: undefined }));
            }}
          />
          <TextField
            label="Slug"
            required
            value={values.page_slug}
            error={errors.page_slug}
            help={`The page is served as /${values.page_slug.trim() || 'slug'}.html; changing it moves the saved files.`}
            onValueChange={(value) => {
              setValues((current) => ({ ...current, page_slug: value.toLowerCase() }));
              setErrors((current) => ({ ...current, page_slug: undefined }));
            }}
          />
          <FieldFrame
            label="Page group"
            help="Funnel pages are the steps of a funnel; website pages form the site."
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.group}
                onChange={(event) =>
                  setValues((current) => ({ ...current, group: event.target.value as Values['group'] }))
                }
              >
                <option value="generic_website">{GROUP_LABELS.generic_website}</option>
                <option value="funnel">{GROUP_LABELS.funnel}</option>
                <option value="none">{GROUP_LABELS.none}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldFrame>
        </SettingsSection>
        {PAGE_SETTING_GROUPS.map((group) => (
          <SettingsSection key={group.id} id={group.id} title={group.title} description={group.description}>
            {group.fields.map((field) => (
              <SettingControl
                key={field.key}
                field={field}
                value={values.root[field.key] ?? ''}
                error={errors[field.key]}
                onChange={setRoot(field.key)}
              />
            ))}
          </SettingsSection>
        ))}
      </Stack>
      <Box h="4" />
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
