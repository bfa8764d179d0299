/**
 * A subscriber's sync to its form's email list (issue 25): "Synced", "Sending…", or "Sync failed"
 * with the provider's reason and a Retry button that queues it again (docs/integrations.md).
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscriber } from '../../../api/subscriber.ts';
import { retrySync } from '../../data/campaign.ts';
import { subscriberKeys } from '../../data/subscribers.ts';
import { useApi } from '../../session/SessionProvider.tsx';

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
          <Text fontSize="xs" color="gray.700" lineClamp={3}>
            {subscriber.sync_error}
          </Text>
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
