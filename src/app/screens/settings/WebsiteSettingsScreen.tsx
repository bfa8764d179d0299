/**
 * /website-settings/{project_id}: the project's name, logo and thumbnail (`edit_project`), its domain
 * and publishing, the project's SEO, social sharing and scripts with their mode selectors
 * (`update_project_settings`), links to each page's own settings, the business info the AI tools use,
 * and payments (Stripe keys, payment plans with the pages that offer them, and the payments taken:
 * PaymentsSection); vision users also get
 * the currency list and the thumbnail upload (VisionSection). Each section loads and saves on its own.
 */
import { Button, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { EditProjectBody, Project } from '../../../api/project.ts';
import { TextField } from '../../components/FormField.tsx';
import { SettingsIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorState } from '../../components/States.tsx';
import { isVisionUser } from '../../data/customer.ts';
import { editProject, projectKeys, projectQuery } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { useCustomerKind } from '../../session/use-current-customer.ts';
import { checkRequired, splitServerErrors } from '../../shell/form-errors.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { BusinessInfoSection } from './BusinessInfoSection.tsx';
import { DomainSection } from './DomainSection.tsx';
import { EmailToolsSection } from './EmailToolsSection.tsx';
import { PaymentsSection } from './PaymentsSection.tsx';
import { PlansSection } from './PlansSection.tsx';
import { ProjectSeoSection } from './ProjectSeoSection.tsx';
import { SaveBar } from './SaveBar.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { StripeKeysSection } from './StripeKeysSection.tsx';
import { VisionSection } from './VisionSection.tsx';

export function WebsiteSettingsScreen({ projectId }: { projectId: string }) {
  const api = useApi();
  const project = useQuery(projectQuery(api, projectId));
  const isVision = isVisionUser(useCustomerKind());
  usePageTitle('Website settings');
  return (
    <>
      <PageHeader
        back={{
          label: project.data?.project_name ?? 'Project',
          link: { to: '/projects/$projectId', params: { projectId } },
        }}
        title="Website settings"
        description={project.data ? `Settings of ${project.data.project_name}.` : 'Settings of this project.'}
      />
      {project.isPending ? (
        <Stack gap="6" aria-busy="true" role="status" aria-label="Loading website settings">
          <Skeleton h="56" rounded="xl" />
          <Skeleton h="40" rounded="xl" />
        </Stack>
      ) : project.isError ? (
        <ErrorState
          title="The website settings did not load"
          error={project.error}
          onRetry={() => void project.refetch()}
        />
      ) : (
        <Stack gap={{ base: '8', md: '10' }}>
          <GeneralForm project={project.data} />
          {isVision && <VisionSection project={project.data} />}
          <DomainSection project={project.data} />
          <ProjectSeoSection projectId={projectId} />
          <BusinessInfoSection projectId={projectId} />
          <StripeKeysSection projectId={projectId} />
          <PlansSection projectId={projectId} pages={project.data.page_list} />
          <PaymentsSection projectId={projectId} />
          <EmailToolsSection projectId={projectId} />
          <PageLevelSettings project={project.data} />
        </Stack>
      )}
    </>
  );
}

type Field = 'project_name' | 'logo' | 'image';

function GeneralForm({ project }: { project: Project }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const saved = useMemo(
    () => ({ project_name: project.project_name, logo: project.logo, image: project.image }),
    [project],
  );
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => setValues(saved), [saved]);

  const body: EditProjectBody = {
    ...(values.project_name.trim() !== saved.project_name && { project_name: values.project_name.trim() }),
    ...(values.logo.trim() !== saved.logo && { logo: values.logo.trim() }),
    ...(values.image.trim() !== saved.image && { image: values.image.trim() }),
  };
  const dirty = Object.keys(body).length > 0;

  const save = useMutation({
    mutationFn: () => editProject(api, project._id, body),
    meta: { errorTitle: 'Could not save the website settings' },
    onSuccess: async (answer) => {
      queryClient.setQueryData(projectKeys.detail(project._id), answer);
      toastSuccess('Website settings saved');
      await queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
    onError: (error) =>
      setErrors(splitServerErrors(error, ['project_name', 'logo', 'image'] as const).fields),
  });

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const checkUrl = (value: string) =>
    value.trim() === '' || /^https?:\/\/\S+$/i.test(value.trim())
      ? undefined
      : 'Enter a full address starting with https://';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      project_name: checkRequired(values.project_name, 'Enter a project name'),
      logo: checkUrl(values.logo),
      image: checkUrl(values.image),
    };
    setErrors(next);
    if (!next.project_name && !next.logo && !next.image && dirty) save.mutate();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label="General settings">
      <SettingsSection
        id="general"
        title="General"
        description="The name you see in Pagewright, the logo your pages can show, and the project's thumbnail."
      >
        <TextField
          label="Website name"
          required
          value={values.project_name}
          error={errors.project_name}
          onValueChange={change('project_name')}
        />
        <HStack gap="4" align="flex-start">
          <Stack flex="1">
            <TextField
              label="Logo URL"
              placeholder="https://…/logo.png"
              value={values.logo}
              error={errors.logo}
              onValueChange={change('logo')}
            />
          </Stack>
          {values.logo && !errors.logo && (
            <Image
              src={values.logo}
              alt="Logo preview"
              h="16"
              maxW="32"
              objectFit="contain"
              mt="7"
              rounded="md"
              borderWidth="1px"
              bg="white"
            />
          )}
        </HStack>
        <TextField
          label="Thumbnail image URL"
          placeholder="https://…/preview.png"
          help="Shown on the project card. The builder sets it when you save a page."
          value={values.image}
          error={errors.image}
          onValueChange={change('image')}
        />
      </SettingsSection>
      <SaveBar dirty={dirty} pending={save.isPending} formId={formId} onDiscard={() => setValues(saved)} />
    </form>
  );
}

function PageLevelSettings({ project }: { project: Project }) {
  return (
    <SettingsSection
      id="seo"
      title="Page settings"
      description="Each page can set its own favicon, search and social appearance, scripts (and which sources it takes) and form messages."
    >
      <Stack gap="0">
        {project.page_list.map((page, index) => (
          <HStack
            key={page._id}
            justify="space-between"
            py="3"
            borderTopWidth={index === 0 ? 0 : '1px'}
            borderColor="gray.100"
            gap="3"
          >
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {page.page_name}
              </Text>
              <Text fontSize="sm" color="gray.600" fontFamily="mono">
                /{page.page_slug}
              </Text>
            </Stack>
            <Button asChild size="sm" variant="outline" flexShrink={0}>
              <Link
                to="/page-settings/$projectId/$pageId"
                params={{ projectId: project._id, pageId: page._id }}
                aria-label={`Settings of ${page.page_name}`}
              >
                <SettingsIcon />
                Settings
              </Link>
            </Button>
          </HStack>
        ))}
      </Stack>
    </SettingsSection>
  );
}
