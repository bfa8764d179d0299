/**
 * /support-tickets/{ticket_id}: the thread (the opening message first, staff answers marked; a picture
 * shown, a builder trace with "Open in replay" for staff and developers), a reply box while the
 * ticket is open, and "Close ticket" (confirmed). A closed ticket takes no replies.
 */
import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TicketReply } from '../../../api/support.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TextAreaField } from '../../components/FormField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorState } from '../../components/States.tsx';
import { canReplay } from '../../data/customer.ts';
import { ticketQuery } from '../../data/support.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { useCurrentCustomer } from '../../session/use-current-customer.ts';
import { checkRequired } from '../../shell/form-errors.ts';
import { formatDateTime } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { AttachmentView } from './AttachmentView.tsx';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import { useCloseTicket, useReplyTicket } from './ticket-mutations.ts';

export function TicketScreen({ ticketId }: { ticketId: string }) {
  const api = useApi();
  const detail = useQuery(ticketQuery(api, ticketId));
  // Only on the server's word, like the replay screen's own gate.
  const replayer = canReplay(useCurrentCustomer({ errorToast: false }).data);
  const [closing, setClosing] = useState(false);
  const close = useCloseTicket(ticketId);
  const ticket = detail.data?.ticket;
  usePageTitle(ticket ? ticket.subject : 'Support ticket');

  return (
    <>
      <PageHeader
        back={{ label: 'Support', link: { to: '/support-tickets' } }}
        title={ticket?.subject ?? 'Support ticket'}
        description={
          ticket ? (
            <HStack gap="2" wrap="wrap">
              <TicketStatusBadge status={ticket.status} />
              <span>
                Opened {formatDateTime(ticket.created_at)}
                {ticket.closed_at && ` · closed ${formatDateTime(ticket.closed_at)}`}
              </span>
            </HStack>
          ) : (
            'The conversation about one request.'
          )
        }
        actions={
          ticket?.status === 'open' && (
            <Button variant="outline" onClick={() => setClosing(true)}>
              Close ticket
            </Button>
          )
        }
      />
      {detail.isPending ? (
        <Stack gap="4" aria-busy="true" role="status" aria-label="Loading the ticket">
          <Skeleton h="28" rounded="xl" />
          <Skeleton h="28" rounded="xl" />
        </Stack>
      ) : detail.isError ? (
        <ErrorState
          title="This ticket did not load"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <Stack gap="6" maxW="3xl">
          <Stack as="ol" listStyleType="none" gap="4" aria-label="Messages">
            {detail.data.replies.map((reply) => (
              <li key={reply._id}>
                <ReplyCard reply={reply} ticketId={ticketId} replayer={replayer} />
              </li>
            ))}
          </Stack>
          {detail.data.ticket.status === 'open' ? (
            <ReplyForm ticketId={ticketId} />
          ) : (
            <Text color="gray.600" role="status">
              This ticket is closed. Open a new ticket if you need more help.
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={closing}
        title="Close this ticket?"
        confirmLabel="Close ticket"
        pending={close.isPending}
        onClose={() => setClosing(false)}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setClosing(false) })}
      >
        Close it when your question is answered. A closed ticket takes no more replies.
      </ConfirmDialog>
    </>
  );
}

function ReplyCard({
  reply,
  ticketId,
  replayer,
}: {
  reply: TicketReply;
  ticketId: string;
  replayer: boolean;
}) {
  return (
    <Card.Root
      as="article"
      aria-label={`Message from ${reply.author_name}`}
      rounded="xl"
      bg={reply.is_staff ? 'purple.50' : 'white'}
      borderColor={reply.is_staff ? 'purple.200' : undefined}
    >
      <Card.Body p="4" gap="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Text fontWeight="semibold">{reply.author_name}</Text>
            {reply.is_staff && (
              <Badge colorPalette="purple" variant="solid">
                Pagewright team
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {formatDateTime(reply.created_at)}
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" color="gray.800">
          {reply.message}
        </Text>
        {reply.attachment && (
          <AttachmentView attachment={reply.attachment} ticketId={ticketId} replayer={replayer} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ReplyForm({ ticketId }: { ticketId: string }) {
  const reply = useReplyTicket(ticketId);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = checkRequired(message, 'Write a reply first', 10_000);
    setProblem(error);
    if (!error) reply.mutate(message.trim(), { onSuccess: () => setMessage('') });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Reply">
      <Stack gap="3">
        <TextAreaField
          label="Your reply"
          rows={4}
          bg="white"
          value={message}
          error={problem}
          onValueChange={(value) => {
            setMessage(value);
            setProblem(undefined);
          }}
        />
        <Button type="submit" colorPalette="purple" alignSelf="flex-end" loading={reply.isPending}>
          Send reply
        </Button>
      </Stack>
    </form>
  );
}
