import { Badge } from '@chakra-ui/react';
import type { Ticket } from '../../../api/support.ts';

export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  return (
    <Badge colorPalette={status === 'open' ? 'green' : 'gray'} variant="subtle" flexShrink={0}>
      {status === 'open' ? 'Open' : 'Closed'}
    </Badge>
  );
}
