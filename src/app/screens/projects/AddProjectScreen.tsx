/**
 * /add-project: name a new project and start blank or from a template. Templates arrive with the
 * template calls (`POST /api/template/list_template`, not on the server yet): /choose-template hands
 * its choice back here as `?template_id=&template_name=`, which this screen sends as `template_id`.
 */
import { Box, Button, Card, HStack, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/FormField.tsx';
import { FileIcon, LayersIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { addProject, projectKeys } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { checkRequired, splitServerErrors } from '../../shell/form-errors.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { toastSuccess } from '../../shell/toaster.tsx';

export interface ChosenTemplate {
  readonly id: string;
  readonly name: string;
}

/** The toast after creating: true for a multi-page template ("… is ready with 5 pages"). */
export function projectReadyMessage(project: { project_name: string; project_pages_count: number }): string {
  const pages = project.project_pages_count;
  return `“${project.project_name}” is ready with ${pages === 1 ? 'its first page' : `${pages} pages`}.`;
}

export function AddProjectScreen({ template }: { template?: ChosenTemplate | undefined }) {
  usePageTitle('New project');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A project from a template starts with the template's name: the owner renames it when they like.
  const [name, setName] = useState(template?.name ?? '');
  const [start, setStart] = useState<'blank' | 'template'>(template ? 'template' : 'blank');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const create = useMutation({
    mutationFn: () =>
      addProject(api, {
        project_name: name.trim(),
        ...(start === 'template' && template && { template_id: template.id }),
      }),
    meta: { errorToast: false },
    onSuccess: async (answer) => {
      queryClient.setQueryData(projectKeys.detail(answer.project._id), answer);
      await queryClient.invalidateQueries({ queryKey: projectKeys.list() });
      toastSuccess('Project created', projectReadyMessage(answer.project));
      void navigate({ to: '/projects/$projectId', params: { projectId: answer.project._id } });
    },
    onError: (failure) => {
      const split = splitServerErrors(failure, ['project_name', 'template_id'] as const);
      setError(split.fields.project_name);
      setFormError(split.fields.template_id ?? split.form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRequired(name, 'Enter a project name');
    setError(problem);
    setFormError(undefined);
    if (!problem) create.mutate();
  };

  return (
    <Box maxW="2xl">
      <PageHeader
        title="New project"
        description="A project is one website or funnel. You can rename it and add pages any time."
        back={{ label: 'Projects', link: { to: '/projects' } }}
      />
      <Card.Root rounded="xl">
        <Card.Body p={{ base: '5', md: '8' }}>
          <form noValidate onSubmit={submit} aria-label="New project">
            <Stack gap="6">
              {formError && <FormAlert title="Could not create the project">{formError}</FormAlert>}
              <TextField
                label="Project name"
                required
                value={name}
                error={error}
                placeholder="e.g. Spring sale funnel"
                maxLength={200}
                onValueChange={(value) => {
                  setName(value);
                  setError(undefined);
                }}
              />
              <RadioCard.Root
                value={start}
                onValueChange={(details) => setStart(details.value === 'template' ? 'template' : 'blank')}
                colorPalette="purple"
              >
                <RadioCard.Label>Start from</RadioCard.Label>
                <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="stretch">
                  <RadioCard.Item value="blank" flex="1">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <FileIcon boxSize="5" color="purple.600" mb="1" />
                        <RadioCard.ItemText>Blank</RadioCard.ItemText>
                        <RadioCard.ItemDescription>
                          One empty Home page to build on.
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                  <RadioCard.Item value="template" flex="1" disabled={!template}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <LayersIcon boxSize="5" color="purple.600" mb="1" />
                        <RadioCard.ItemText>{template ? template.name : 'A template'}</RadioCard.ItemText>
                        <RadioCard.ItemDescription>
                          {template
                            ? 'Pages and sections from the template you chose.'
                            : 'Choose one from the template gallery.'}
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                </Stack>
              </RadioCard.Root>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Button asChild variant="ghost" colorPalette="purple">
                  <Link to="/choose-template">
                    {template ? 'Choose another template' : 'Browse templates'}
                  </Link>
                </Button>
                <Button
                  type="submit"
                  colorPalette="purple"
                  loading={create.isPending}
                  loadingText="Creating…"
                >
                  Create project
                </Button>
              </HStack>
              <Text fontSize="sm" color="gray.500">
                Your project gets a Home page at once; open it in the builder from the project page.
              </Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
