/**
 * /subscribers/{project_id}: the people who filled in the forms of the project's pages, newest first,
 * in a paged table with search (any field value), and a CSV export of what the search shows (the
 * server builds the file). The list call filters by text only, so there is no page or date filter.
 */
import { Badge, Button, Input, InputGroup, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Subscriber } from '../../../api/subscriber.ts';
import { FileIcon, MailIcon, SearchIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { projectQuery } from '../../data/projects.ts';
import { exportSubscribersCsv, SUBSCRIBERS_PER_PAGE, subscriberListQuery } from '../../data/subscribers.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { formatDateTime, plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { useDebounced } from '../help/useDebounced.ts';
import { Pager } from '../Pager.tsx';
import { downloadText } from './download.ts';

/** Form fields beyond the name and email columns, as "label: value" pairs. */
const SHOWN_ELSEWHERE = new Set(['email', 'name', 'full_name', 'first_name', 'last_name']);

export function otherFields(subscriber: Subscriber): [string, string][] {
  return Object.entries(subscriber.fields).filter(
    ([key, value]) => !SHOWN_ELSEWHERE.has(key.toLowerCase()) && value.trim() !== '',
  );
}

export function SubscribersScreen({ projectId }: { projectId: string }) {
  usePageTitle('Subscribers');
  const api = useApi();
  const project = useQuery(projectQuery(api, projectId));
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const subscribers = useQuery(subscriberListQuery(api, projectId, query, page));

  const pageNames = useMemo(
    () => new Map((project.data?.page_list ?? []).map((item) => [item._id, item.page_name])),
    [project.data],
  );

  const exportCsv = useMutation({
    mutationFn: () => exportSubscribersCsv(api, projectId, query),
    meta: { errorTitle: 'Could not export the subscribers' },
    onSuccess: (answer) => {
      downloadText(answer.file_name, answer.csv);
      toastSuccess('Export ready', `${plural(answer.rows, 'subscriber')} in ${answer.file_name}`);
    },
  });

  const total = subscribers.data?.total ?? 0;
  const nothingYet = subscribers.data !== undefined && total === 0 && query === '';

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
        <Stack gap="3" aria-busy="true" aria-label="Loading subscribers">
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
          <InputGroup startElement={<SearchIcon color="gray.500" />} maxW={{ base: 'full', md: 'sm' }}>
            <Input
              type="search"
              bg="white"
              aria-label="Search subscribers"
              placeholder="Search by name, email or any answer"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </InputGroup>
          {subscribers.data.subscribers.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title="No subscribers match"
              description={`Nobody's answers contain “${query}”.`}
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch('');
                    setPage(1);
                  }}
                >
                  Clear search
                </Button>
              }
            />
          ) : (
            <Table.ScrollArea
              borderWidth="1px"
              rounded="xl"
              bg="white"
              // Focusable so the table can be scrolled sideways with the keyboard on a phone.
              tabIndex={0}
              role="region"
              aria-label="Subscriber table"
            >
              <Table.Root size="sm" aria-label="Subscribers" aria-busy={subscribers.isFetching}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Email</Table.ColumnHeader>
                    <Table.ColumnHeader>Page</Table.ColumnHeader>
                    <Table.ColumnHeader>Other answers</Table.ColumnHeader>
                    <Table.ColumnHeader>Received</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {subscribers.data.subscribers.map((subscriber) => (
                    <Table.Row key={subscriber._id}>
                      <Table.Cell fontWeight="medium">{subscriber.name || '—'}</Table.Cell>
                      <Table.Cell>{subscriber.email || '—'}</Table.Cell>
                      <Table.Cell>
                        {subscriber.page_id ? (
                          (pageNames.get(subscriber.page_id) ?? 'Deleted page')
                        ) : (
                          <Badge variant="subtle">No page</Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell maxW="xs">
                        <Text fontSize="sm" color="gray.700" lineClamp={2}>
                          {otherFields(subscriber)
                            .map(([key, value]) => `${key}: ${value}`)
                            .join(' · ') || '—'}
                        </Text>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(subscriber.created_at)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
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
