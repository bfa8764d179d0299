/**
 * /projects/{project_id}: the project's pages (thumbnails; add, rename, change slug, duplicate, group, delete;
 * open in the builder), the funnel view, publish state and domain, and links to versions and settings.
 */
import {
  Button,
  Card,
  HStack,
  IconButton,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import type { PageSummary } from '../../../api/page.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  FileIcon,
  FunnelIcon,
  GlobeIcon,
  HistoryIcon,
  PencilIcon,
  PlusIcon,
  SettingsIcon,
} from '../../components/icons.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { projectQuery } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { splitServerErrors } from '../../shell/form-errors.ts';
import { plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { PublishBadge } from '../projects/ProjectCard.tsx';
import { useRenameProject } from '../projects/project-mutations.ts';
import { AddPageDialog, checkSlug } from './AddPageDialog.tsx';
import { FunnelView } from './FunnelView.tsx';
import { PageCard } from './PageCard.tsx';
import { useAddPage, useDeletePage, useDuplicatePage, useEditPage } from './page-mutations.ts';

type PageDialog = { kind: 'rename' | 'slug' | 'delete'; page: PageSummary } | null;

function editError(error: unknown, field: 'page_name' | 'page_slug'): string | undefined {
  if (!error) return undefined;
  if (isApiError(error) && error.code === 409) return 'Another page of this project already uses this slug';
  const split = splitServerErrors(error, [field] as const);
  return split.fields[field] ?? split.form;
}

export function ProjectDetailScreen({ projectId }: { projectId: string }) {
  const api = useApi();
  const project = useQuery(projectQuery(api, projectId));
  usePageTitle(project.data?.project_name ?? 'Project');
  const [adding, setAdding] = useState(false);
  const [renamingProject, setRenamingProject] = useState(false);
  const [dialog, setDialog] = useState<PageDialog>(null);
  const add = useAddPage(projectId);
  const edit = useEditPage(projectId, { inline: true });
  const regroup = useEditPage(projectId);
  const remove = useDeletePage(projectId);
  const duplicate = useDuplicatePage(projectId);
  const renameProject = useRenameProject();

  if (project.isPending) return <ProjectSkeleton />;
  if (project.isError) {
    const missing = isApiError(project.error) && project.error.code === 404;
    return (
      <>
        <PageHeader
          title={missing ? 'Project not found' : 'Project'}
          back={{ label: 'Projects', link: { to: '/projects' } }}
        />
        {missing ? (
          <EmptyState
            icon={<FileIcon />}
            title="This project does not exist"
            description="It may have been deleted, or the link is wrong."
            action={
              <Button asChild colorPalette="purple">
                <Link to="/projects">All projects</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState
            title="The project did not load"
            error={project.error}
            onRetry={() => void project.refetch()}
          />
        )}
      </>
    );
  }

  const data = project.data;
  const pages = data.page_list;
  const closeDialog = () => {
    setDialog(null);
    edit.reset();
  };

  return (
    <>
      <PageHeader
        back={{ label: 'Projects', link: { to: '/projects' } }}
        title={
          <HStack as="span" gap="2" align="center">
            <span>{data.project_name}</span>
            <IconButton
              aria-label="Rename project"
              variant="ghost"
              size="sm"
              colorPalette="gray"
              onClick={() => setRenamingProject(true)}
            >
              <PencilIcon />
            </IconButton>
          </HStack>
        }
        description={
          <HStack gap="3" flexWrap="wrap" fontSize="sm">
            <PublishBadge published={data.is_published} />
            <HStack gap="1.5">
              <GlobeIcon boxSize="3.5" />
              {data.domain ? (
                <Text>{data.domain}</Text>
              ) : (
                <Link to="/website-settings/$projectId" params={{ projectId }}>
                  Add a domain
                </Link>
              )}
            </HStack>
            <Text>{plural(data.project_pages_count, 'page')}</Text>
          </HStack>
        }
        actions={
          <>
            <Button asChild variant="outline" bg="white">
              <Link to="/projects/$projectId/version" params={{ projectId }}>
                <HistoryIcon />
                Versions
              </Link>
            </Button>
            <Button asChild variant="outline" bg="white">
              <Link to="/website-settings/$projectId" params={{ projectId }}>
                <SettingsIcon />
                Settings
              </Link>
            </Button>
            <Button colorPalette="purple" onClick={() => setAdding(true)}>
              <PlusIcon />
              Add page
            </Button>
          </>
        }
      />

      <Tabs.Root defaultValue="pages" colorPalette="purple" variant="line" lazyMount>
        <Tabs.List mb="6">
          <Tabs.Trigger value="pages">
            <FileIcon />
            Pages
          </Tabs.Trigger>
          <Tabs.Trigger value="funnel">
            <FunnelIcon />
            Funnel
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="pages">
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
            gap="5"
            aria-label="Pages"
          >
            {pages.map((page) => (
              <li key={page._id}>
                <PageCard
                  projectId={projectId}
                  page={page}
                  isLastPage={pages.length <= 1}
                  onRename={(target) => setDialog({ kind: 'rename', page: target })}
                  onSlug={(target) => setDialog({ kind: 'slug', page: target })}
                  onDelete={(target) => setDialog({ kind: 'delete', page: target })}
                  onDuplicate={(target) => duplicate.mutate(target._id)}
                  onGroup={(target, group) =>
                    regroup.mutate({
                      pageId: target._id,
                      body: { page_group_type: group },
                      success: group
                        ? `Moved to the ${group === 'funnel' ? 'funnel' : 'website'}`
                        : 'Removed from its group',
                    })
                  }
                />
              </li>
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="funnel">
          <FunnelView projectId={projectId} />
        </Tabs.Content>
      </Tabs.Root>

      <AddPageDialog
        open={adding}
        pending={add.isPending}
        error={add.error}
        onClose={() => {
          setAdding(false);
          add.reset();
        }}
        onSubmit={(body) => add.mutate(body, { onSuccess: () => setAdding(false) })}
      />
      <NameDialog
        open={renamingProject}
        title="Rename project"
        label="Project name"
        initialValue={data.project_name}
        submitLabel="Rename"
        onClose={() => setRenamingProject(false)}
        onSubmit={(name) => {
          renameProject.mutate({ projectId, name });
          setRenamingProject(false);
        }}
      />
      <NameDialog
        open={dialog?.kind === 'rename'}
        title="Rename page"
        label="Page name"
        initialValue={dialog?.page.page_name ?? ''}
        submitLabel="Rename"
        pending={edit.isPending}
        error={editError(edit.error, 'page_name')}
        onClose={closeDialog}
        onSubmit={(name) =>
          dialog &&
          edit.mutate(
            { pageId: dialog.page._id, body: { page_name: name }, success: 'Page renamed' },
            { onSuccess: closeDialog },
          )
        }
      />
      <NameDialog
        open={dialog?.kind === 'slug'}
        title="Change slug"
        label="Slug"
        initialValue={dialog?.page.page_slug ?? ''}
        submitLabel="Save slug"
        help="The page's address. Saved files move to the new address; links to the old one stop working."
        validate={checkSlug}
        pending={edit.isPending}
        error={editError(edit.error, 'page_slug')}
        onClose={closeDialog}
        onSubmit={(slug) =>
          dialog &&
          edit.mutate(
            { pageId: dialog.page._id, body: { page_slug: slug }, success: 'Slug changed' },
            { onSuccess: closeDialog },
          )
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Delete “${dialog?.page.page_name ?? ''}”?`}
        confirmLabel="Delete page"
        destructive
        pending={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => dialog && remove.mutate(dialog.page._id, { onSettled: () => setDialog(null) })}
      >
        The page and its saved files are deleted. Saved project versions still hold it, so restoring one
        brings it back.
      </ConfirmDialog>
    </>
  );
}

function ProjectSkeleton() {
  return (
    <Stack gap="8" aria-busy="true" role="status" aria-label="Loading the project">
      <Stack gap="3">
        <Skeleton h="4" w="24" />
        <Skeleton h="9" w={{ base: '70%', md: '40%' }} />
        <Skeleton h="4" w="52" />
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5">
        {[0, 1, 2].map((index) => (
          <Card.Root key={index} overflow="hidden" rounded="xl">
            <Skeleton aspectRatio={16 / 10} />
            <Card.Body p="4" gap="3">
              <SkeletonText noOfLines={2} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
