/**
 * /support-tickets: the person's tickets, latest activity first, with their status; "New ticket" asks
 * for a subject and a message. Skeleton rows while loading, an empty state before the first ticket.
 */
import { Box, Button, Card, Link as ChakraLink, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Ticket } from '../../../api/support.ts';
import { PlusIcon, SupportIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { TICKETS_PER_PAGE, ticketListQuery } from '../../data/support.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { formatRelative, plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { Pager } from '../Pager.tsx';
import { NewTicketDialog } from './NewTicketDialog.tsx';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import { useAddTicket } from './ticket-mutations.ts';

export function SupportTicketsScreen() {
  usePageTitle('Support');
  const api = useApi();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const tickets = useQuery(ticketListQuery(api, page));
  const [creating, setCreating] = useState(false);
  const add = useAddTicket();

  const newButton = (
    <Button
      colorPalette="purple"
      onClick={() => {
        add.reset();
        setCreating(true);
      }}
    >
      <PlusIcon />
      New ticket
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Support"
        description={
          tickets.data
            ? `${plural(tickets.data.total, 'ticket')}. Ask our team for help and follow your requests.`
            : 'Ask our team for help and follow your requests.'
        }
        actions={newButton}
      />
      {tickets.isPending ? (
        <Stack gap="3" aria-busy="true" role="status" aria-label="Loading support tickets">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h="20" rounded="xl" />
          ))}
        </Stack>
      ) : tickets.isError ? (
        <ErrorState
          title="Your support tickets did not load"
          error={tickets.error}
          onRetry={() => void tickets.refetch()}
        />
      ) : tickets.data.total === 0 ? (
        <EmptyState
          icon={<SupportIcon />}
          title="No support tickets yet"
          description="When something does not work or you have a question, open a ticket and our team answers here."
          action={newButton}
        />
      ) : (
        <Stack gap="4">
          <Stack
            as="ul"
            listStyleType="none"
            gap="3"
            aria-label="Support tickets"
            aria-busy={tickets.isFetching}
          >
            {tickets.data.tickets.map((ticket) => (
              <li key={ticket._id}>
                <TicketRow ticket={ticket} />
              </li>
            ))}
          </Stack>
          <Pager
            page={page}
            total={tickets.data.total}
            limit={TICKETS_PER_PAGE}
            label="Support ticket pages"
            onPage={setPage}
          />
        </Stack>
      )}
      <NewTicketDialog
        open={creating}
        pending={add.isPending}
        error={add.error}
        onClose={() => setCreating(false)}
        onSubmit={(body) =>
          add.mutate(body, {
            onSuccess: (answer) => {
              setCreating(false);
              void navigate({ to: '/support-tickets/$ticketId', params: { ticketId: answer.ticket._id } });
            },
          })
        }
      />
    </>
  );
}

function TicketRow({ ticket }: { ticket: Ticket }) {
  return (
    <Card.Root rounded="xl" _hover={{ borderColor: 'purple.300' }} position="relative">
      <Card.Body p="4" gap="1.5">
        <HStack justify="space-between" align="start" gap="3">
          <ChakraLink asChild fontWeight="semibold" color="gray.900" wordBreak="break-word">
            <Link to="/support-tickets/$ticketId" params={{ ticketId: ticket._id }}>
              {/* The whole card is the link's target area. */}
              <Box as="span" position="absolute" inset="0" aria-hidden="true" />
              {ticket.subject}
            </Link>
          </ChakraLink>
          <TicketStatusBadge status={ticket.status} />
        </HStack>
        <Text fontSize="sm" color="gray.600">
          {plural(ticket.replies_count, 'message')} · last activity {formatRelative(ticket.last_reply_at)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
