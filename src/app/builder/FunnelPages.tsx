/**
 * The top of "Funnel and sections" (issue 5 Funnel): the project's pages in funnel order (funnel
 * steps first, then the website's pages, then pages without a group), the open page marked, a
 * switch to another page that saves this one first, and adding a page (which then opens).
 */
import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { PageGroupsResponse, PageSummary } from '../../api/page.ts';
import { PlusIcon } from '../components/icons.tsx';
import { pageGroupsQuery } from '../data/projects.ts';
import { useAddPage } from '../screens/project/page-mutations.ts';
import { useApi } from '../session/SessionProvider.tsx';

// Loaded when asked for: the builder's first paint does not need the form.
const AddPageDialog = lazy(() =>
  import('../screens/project/AddPageDialog.tsx').then((module) => ({ default: module.AddPageDialog })),
);

/** Funnel steps in their order, then the website's pages, then pages without a group; each page once. */
export function pagesInFunnelOrder(groups: PageGroupsResponse): PageSummary[] {
  const byType = new Map(groups.page_group_detail.map((group) => [group.page_group_type, group]));
  const ordered = [
    ...(byType.get('funnel')?.page_group_pages_list ?? []),
    ...(byType.get('generic_website')?.page_group_pages_list ?? []),
    ...groups.page_group_detail
      .filter((group) => group.page_group_type !== 'funnel' && group.page_group_type !== 'generic_website')
      .flatMap((group) => group.page_group_pages_list),
    ...groups.pages_without_group,
  ];
  const seen = new Set<string>();
  return ordered.filter((page) => !seen.has(page._id) && seen.add(page._id));
}

export function FunnelPages({
  projectId,
  pageId,
  onOpen,
}: {
  projectId: string;
  pageId: string;
  /** Opens another page of the project (the builder saves the open one first). */
  onOpen: (pageId: string) => void;
}) {
  const api = useApi();
  const groups = useQuery(pageGroupsQuery(api, projectId));
  const add = useAddPage(projectId);
  const [adding, setAdding] = useState(false);
  const pages = groups.data ? pagesInFunnelOrder(groups.data) : [];

  return (
    <Stack as="section" aria-label="Pages" gap="2">
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="semibold">
          Pages
        </Text>
        <Button size="2xs" variant="outline" onClick={() => setAdding(true)}>
          <PlusIcon /> Add page
        </Button>
      </HStack>
      {groups.isPending ? (
        <Text fontSize="sm" color="gray.600" aria-busy="true">
          Loading pages…
        </Text>
      ) : groups.isError ? (
        <HStack>
          <Text fontSize="sm" color="red.700">
            The pages did not load.
          </Text>
          <Button size="2xs" variant="ghost" onClick={() => void groups.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : (
        <Stack as="ol" gap="1" listStyleType="none" aria-label="Project pages">
          {pages.map((page, index) => {
            const current = page._id === pageId;
            return (
              <li key={page._id}>
                <Button
                  size="xs"
                  w="full"
                  justifyContent="flex-start"
                  variant={current ? 'subtle' : 'ghost'}
                  colorPalette={current ? 'purple' : 'gray'}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => {
                    if (!current) onOpen(page._id);
                  }}
                >
                  <Text as="span" color="gray.600">
                    {index + 1}.
                  </Text>
                  <Text as="span" truncate>
                    {page.page_name}
                  </Text>
                  {current && <VisuallyHidden>(open)</VisuallyHidden>}
                  {page.page_group_type === 'funnel' && (
                    <Badge size="xs" ml="auto" variant="outline">
                      funnel
                    </Badge>
                  )}
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddPageDialog
            open
            pending={add.isPending}
            error={add.error}
            onClose={() => {
              setAdding(false);
              add.reset();
            }}
            onSubmit={(body) =>
              add.mutate(body, {
                onSuccess: (answer) => {
                  setAdding(false);
                  onOpen(answer.page._id);
                },
              })
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}
