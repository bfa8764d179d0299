/**
 * The Subscribers screen's table. From `md` up it is a table that scrolls sideways when it must; on a
 * phone each row is a card of labelled lines, so every column (the email-list status and its Retry
 * above all) is on screen without scrolling sideways. The same rows and cells serve both, so a screen
 * reader reads one table and there is one Retry button per subscriber.
 */
import { Badge, Table, type TableCellProps, Text } from '@chakra-ui/react';
import type { Subscriber } from '../../../api/subscriber.ts';
import { formatDateTime } from '../../shell/format.ts';
import { SyncStatus } from './SyncStatus.tsx';

/** Form fields beyond the name and email columns, as "label: value" pairs. */
const SHOWN_ELSEWHERE = new Set(['email', 'name', 'full_name', 'first_name', 'last_name']);

export function otherFields(subscriber: Subscriber): [string, string][] {
  return Object.entries(subscriber.fields).filter(
    ([key, value]) => !SHOWN_ELSEWHERE.has(key.toLowerCase()) && value.trim() !== '',
  );
}

/** A cell that, on a phone, is a line of the row's card, led by its column's name. */
function Cell({ label, ...props }: TableCellProps & { readonly label: string }) {
  return (
    <Table.Cell
      data-label={label}
      display={{ base: 'block', md: 'table-cell' }}
      borderBottomWidth={{ base: '0', md: '1px' }}
      px={{ base: '0', md: '3' }}
      py={{ base: '0', md: '2' }}
      _before={{
        content: 'attr(data-label)',
        display: { base: 'block', md: 'none' },
        fontSize: 'xs',
        fontWeight: 'medium',
        color: 'gray.600',
      }}
      {...props}
    />
  );
}

interface SubscriberTableProps {
  readonly subscribers: readonly Subscriber[];
  readonly pageNames: ReadonlyMap<string, string>;
  readonly busy: boolean;
}

export function SubscriberTable({ subscribers, pageNames, busy }: SubscriberTableProps) {
  // The email-list column appears once a form of the project sends its subscribers to a list.
  const showSync = subscribers.some((subscriber) => subscriber.sync_state !== '');
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="xl"
      bg="white"
      // Focusable so the table can be scrolled sideways with the keyboard.
      tabIndex={0}
      role="region"
      aria-label="Subscriber table"
    >
      <Table.Root size="sm" aria-label="Subscribers" aria-busy={busy}>
        <Table.Header hideBelow="md">
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Page</Table.ColumnHeader>
            <Table.ColumnHeader>Other answers</Table.ColumnHeader>
            <Table.ColumnHeader>Received</Table.ColumnHeader>
            {showSync && <Table.ColumnHeader>Email list</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {subscribers.map((subscriber) => (
            <Table.Row
              key={subscriber._id}
              display={{ base: 'grid', md: 'table-row' }}
              gap="2"
              px={{ base: '4', md: '0' }}
              py={{ base: '3', md: '0' }}
              borderBottomWidth={{ base: '1px', md: '0' }}
              _last={{ borderBottomWidth: '0' }}
            >
              <Cell label="Name" fontWeight="medium">
                {subscriber.name || '—'}
              </Cell>
              <Cell label="Email" overflowWrap="anywhere">
                {subscriber.email || '—'}
              </Cell>
              <Cell label="Page">
                {subscriber.page_id ? (
                  (pageNames.get(subscriber.page_id) ?? 'Deleted page')
                ) : (
                  <Badge variant="subtle">No page</Badge>
                )}
              </Cell>
              <Cell label="Other answers" maxW={{ md: 'xs' }}>
                <Text fontSize="sm" color="gray.700" lineClamp={2}>
                  {otherFields(subscriber)
                    .map(([key, value]) => `${key}: ${value}`)
                    .join(' · ') || '—'}
                </Text>
              </Cell>
              <Cell label="Received" whiteSpace="nowrap">
                {formatDateTime(subscriber.created_at)}
              </Cell>
              {showSync && (
                <Cell label="Email list">
                  <SyncStatus subscriber={subscriber} />
                </Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
