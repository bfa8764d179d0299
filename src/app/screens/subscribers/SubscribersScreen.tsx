/**
 * /subscribers/{project_id}: the people who filled in the forms of the project's pages, newest first,
 * in a paged table filtered on the server by text (any field value), page and a range of days, and a
 * CSV export of exactly what the filters show (the server builds the file).
 */
import { Button, Input, InputGroup, NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FieldFrame, TextField } from '../../components/FormField.tsx';
import { FileIcon, MailIcon, SearchIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { projectQuery } from '../../data/projects.ts';
import {
  exportSubscribersCsv,
  NO_FILTERS,
  SUBSCRIBERS_PER_PAGE,
  type SubscriberFilters,
  subscriberListQuery,
} from '../../data/subscribers.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { useDebounced } from '../help/useDebounced.ts';
import { Pager } from '../Pager.tsx';
import { downloadText } from './download.ts';
import { SubscriberTable } from './SubscriberTable.tsx';

export function SubscribersScreen({ projectId }: { projectId: string }) {
  usePageTitle('Subscribers');
  const api = useApi();
  const project = useQuery(projectQuery(api, projectId));
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<SubscriberFilters>(NO_FILTERS);
  // ISO days compare as text; a reversed range is shown on the field and not sent.
  const rangeError =
    filters.fromDay && filters.toDay && filters.fromDay > filters.toDay
      ? 'The end date is before the start date'
      : undefined;
  const applied = rangeError ? { ...filters, fromDay: '', toDay: '' } : filters;
  const subscribers = useQuery(subscriberListQuery(api, projectId, query, page, applied));
  const filtering = query !== '' || filters.pageId !== '' || filters.fromDay !== '' || filters.toDay !== '';
  const setFilter = (key: keyof SubscriberFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const clearFilters = () => {
    setSearch('');
    setFilters(NO_FILTERS);
    setPage(1);
  };

  const pageNames = useMemo(
    () => new Map((project.data?.page_list ?? []).map((item) => [item._id, item.page_name])),
    [project.data],
  );

  const exportCsv = useMutation({
    mutationFn: () => exportSubscribersCsv(api, projectId, query, applied),
    meta: { errorTitle: 'Could not export the subscribers' },
    onSuccess: (answer) => {
      downloadText(answer.file_name, answer.csv);
      toastSuccess('Export ready', `${plural(answer.rows, 'subscriber')} in ${answer.file_name}`);
    },
  });

  const total = subscribers.data?.total ?? 0;
  const nothingYet = subscribers.data !== undefined && total === 0 && !filtering;

  return (
    <>
      <PageHeader
        back={{
          label: project.data?.project_name ?? 'Project',
          link: { to: '/projects/$projectId', params: { projectId } },
        }}
        title="Subscribers"
        description={
          subscribers.data && !nothingYet
            ? `${plural(total, 'person', 'people')} filled in the forms of ${project.data?.project_name ?? 'this project'}.`
            : "People who filled in the forms of this project's pages."
        }
        actions={
          !nothingYet &&
          subscribers.data && (
            <Button
              variant="outline"
              onClick={() => exportCsv.mutate()}
              loading={exportCsv.isPending}
              loadingText="Exporting…"
              disabled={total === 0}
            >
              <FileIcon />
              Export CSV
            </Button>
          )
        }
      />
      {subscribers.isPending ? (
        <Stack gap="3" aria-busy="true" role="status" aria-label="Loading subscribers">
          <Skeleton h="10" maxW="sm" rounded="md" />
          <Skeleton h="64" rounded="xl" />
        </Stack>
      ) : subscribers.isError ? (
        <ErrorState
          title="The subscribers did not load"
          error={subscribers.error}
          onRetry={() => void subscribers.refetch()}
        />
      ) : nothingYet ? (
        <EmptyState
          icon={<MailIcon />}
          title="No subscribers yet"
          description="When someone sends a form on one of this project's published pages, they appear here and in the CSV export."
        />
      ) : (
        <Stack gap="4">
          <SimpleGrid
            as="fieldset"
            aria-label="Filter subscribers"
            columns={{ base: 1, sm: 2, lg: 4 }}
            gap="3"
            alignItems="end"
          >
            <FieldFrame label="Search">
              <InputGroup startElement={<SearchIcon color="gray.500" />}>
                <Input
                  type="search"
                  bg="white"
                  aria-label="Search subscribers"
                  placeholder="Name, email or any answer"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPage(1);
                  }}
                />
              </InputGroup>
            </FieldFrame>
            <FieldFrame label="Page">
              <NativeSelect.Root>
                <NativeSelect.Field
                  bg="white"
                  value={filters.pageId}
                  onChange={(event) => setFilter('pageId')(event.target.value)}
                >
                  <option value="">All pages</option>
                  {(project.data?.page_list ?? []).map((item) => (
                    <option key={item._id} value={item._id}>
                      {item.page_name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FieldFrame>
            <TextField
              label="From"
              type="date"
              bg="white"
              value={filters.fromDay}
              onValueChange={setFilter('fromDay')}
            />
            <TextField
              label="To"
              type="date"
              bg="white"
              value={filters.toDay}
              error={rangeError}
              onValueChange={setFilter('toDay')}
            />
          </SimpleGrid>
          {subscribers.data.subscribers.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title="No subscribers match"
              description={
                query
                  ? `Nobody's answers contain “${query}” with these filters.`
                  : 'Nobody filled in a form on this page or in these days.'
              }
              action={
                <Button variant="outline" onClick={clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <SubscriberTable
              subscribers={subscribers.data.subscribers}
              pageNames={pageNames}
              busy={subscribers.isFetching}
            />
          )}
          <Pager
            page={page}
            total={total}
            limit={SUBSCRIBERS_PER_PAGE}
            label="Subscriber pages"
            onPage={setPage}
          />
        </Stack>
      )}
    </>
  );
}
