/**
 * A subscriber's sync to its form's email list (issue 25): "Synced", "Sending…", or "Sync failed"
 * with the provider's reason and a Retry button that queues it again (docs/integrations.md). A long
 * reason is cut after three lines, with "Show more" (a button, so the keyboard reaches it) to read it whole.
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Subscriber } from '../../../api/subscriber.ts';
import { retrySync } from '../../data/campaign.ts';
import { subscriberKeys } from '../../data/subscribers.ts';
import { useApi } from '../../session/SessionProvider.tsx';

/** Longer than this, a reason may not fit three lines of the column, so it can be expanded. */
const LONG_REASON = 120;

function FailureReason({ reason }: { reason: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = reason.length > LONG_REASON;
  return (
    <>
      <Text
        id={id}
        fontSize="xs"
        color="gray.700"
        // A table cell does not wrap; the reason must, clamped or whole.
        whiteSpace="normal"
        overflowWrap="anywhere"
        lineClamp={long && !open ? 3 : undefined}
        title={reason}
      >
        {reason}
      </Text>
      {long && (
        <Button
          size="xs"
          variant="plain"
          colorPalette="blue"
          // Room for the focus ring around the words, as the account menu's compact button has; the
          // negative margin keeps the words in line with the reason above.
          px="1.5"
          ms="-1.5"
          h="auto"
          minH="6"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Show more'}
        </Button>
      )}
    </>
  );
}

export function SyncStatus({ subscriber }: { subscriber: Subscriber }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retrySync(api, subscriber._id),
    meta: { errorTitle: 'Could not send the subscriber again' },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: subscriberKeys.project(subscriber.project_id) }),
  });
  switch (subscriber.sync_state) {
    case '':
      return <Text color="gray.500">—</Text>;
    case 'synced':
      return (
        <Badge colorPalette="green" variant="subtle">
          Synced
        </Badge>
      );
    case 'pending':
      return (
        <Badge colorPalette="gray" variant="subtle">
          Sending…
        </Badge>
      );
    case 'failed':
      return (
        <Stack gap="1" align="start" maxW="xs">
          <Badge colorPalette="red" variant="subtle">
            Sync failed
          </Badge>
          <FailureReason reason={subscriber.sync_error} />
          <Button
            size="xs"
            variant="outline"
            aria-label={`Retry sending ${subscriber.email || 'this subscriber'}`}
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            Retry
          </Button>
        </Stack>
      );
  }
}
