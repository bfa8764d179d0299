/**
 * /projects: the grid of the person's projects with search, rename, delete (confirmed) and open;
 * skeleton cards while loading, an empty state for a new account and for a search without matches.
 */
import {
  Button,
  Card,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Project } from '../../../api/project.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FolderIcon, PlusIcon, SearchIcon } from '../../components/icons.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { projectListQuery } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { VisionPortalRedirect } from '../../session/VisionPortalRedirect.tsx';
import { plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { useDeleteProject, useRenameProject } from './project-mutations.ts';

export function matchesSearch(project: Project, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return project.project_name.toLowerCase().includes(needle) || project.domain.toLowerCase().includes(needle);
}

function NewProjectButton() {
  return (
    <Button asChild colorPalette="purple">
      <Link to="/add-project">
        <PlusIcon />
        New project
      </Link>
    </Button>
  );
}

export function ProjectsScreen() {
  usePageTitle('Projects');
  const api = useApi();
  const projects = useQuery(projectListQuery(api));
  const [search, setSearch] = useState('');
  const [renaming, setRenaming] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const rename = useRenameProject();
  const remove = useDeleteProject();

  const shown = useMemo(
    () => (projects.data ?? []).filter((project) => matchesSearch(project, search)),
    [projects.data, search],
  );
  const count = projects.data?.length ?? 0;

  return (
    <VisionPortalRedirect>
      <PageHeader
        title="Projects"
        description={
          projects.data
            ? `${plural(count, 'website or funnel', 'websites and funnels')}`
            : 'Your websites and funnels'
        }
        actions={<NewProjectButton />}
      />

      {projects.isPending ? (
        <ProjectGridSkeleton />
      ) : projects.isError ? (
        <ErrorState
          title="Your projects did not load"
          error={projects.error}
          onRetry={() => void projects.refetch()}
        />
      ) : count === 0 ? (
        <EmptyState
          icon={<FolderIcon />}
          title="Create your first project"
          description="A project is a website or a funnel. Start blank or from a template, then add pages and open them in the builder."
          action={<NewProjectButton />}
        />
      ) : (
        <Stack gap="6">
          <InputGroup startElement={<SearchIcon color="gray.500" />} maxW={{ base: 'full', md: 'sm' }}>
            <Input
              type="search"
              bg="white"
              aria-label="Search projects"
              placeholder="Search by name or domain"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </InputGroup>
          {shown.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title="No projects match"
              description={`Nothing is called or published at “${search.trim()}”.`}
              action={
                <Button variant="outline" onClick={() => setSearch('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
              gap="5"
              aria-label="Projects"
            >
              {shown.map((project) => (
                <li key={project._id}>
                  <ProjectCard project={project} onRename={setRenaming} onDelete={setDeleting} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}

      <NameDialog
        open={renaming !== null}
        title="Rename project"
        label="Project name"
        initialValue={renaming?.project_name ?? ''}
        submitLabel="Rename"
        onClose={() => setRenaming(null)}
        onSubmit={(name) => {
          if (renaming) rename.mutate({ projectId: renaming._id, name });
          setRenaming(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.project_name ?? ''}”?`}
        confirmLabel="Delete project"
        destructive
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id, { onSettled: () => setDeleting(null) });
        }}
      >
        <Text color="gray.700">
          Its pages, versions and published files are deleted too. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </VisionPortalRedirect>
  );
}

function ProjectGridSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      gap="5"
      aria-busy="true"
      role="status"
      aria-label="Loading projects"
    >
      {[0, 1, 2, 3].map((index) => (
        <Card.Root key={index} overflow="hidden" rounded="xl">
          <Skeleton aspectRatio={16 / 10} />
          <Card.Body p="4" gap="3">
            <Skeleton h="5" w="70%" />
            <SkeletonText noOfLines={2} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
