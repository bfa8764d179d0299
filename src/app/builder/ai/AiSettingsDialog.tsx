/**
 * "AI settings" (issue 24: business info reachable from the builder): the provider's state — set
 * up or not (with the server's reason and the set-up guide), today's use against the daily
 * limit — and the §3 business info fields, the very form of Website settings on the same query
 * entry, so both always show the same record.
 */
import { Text } from '@chakra-ui/react';
import { BusinessInfoForm } from '../../screens/settings/BusinessInfoSection.tsx';
import { AiDialog, AiProgress, AiUnavailable, useAiStatus } from './ai-ui.tsx';

export function AiSettingsDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const status = useAiStatus();
  const data = status.data;
  return (
    <AiDialog title="AI settings" onClose={onClose} size="lg">
      {status.isPending ? (
        <AiProgress>Checking the AI helper…</AiProgress>
      ) : data && !data.configured ? (
        <AiUnavailable reason={data.reason} />
      ) : data ? (
        <Text fontSize="sm" color="gray.700" role="status">
          The AI helper is on{data.images ? ', pictures included' : ' (no image model)'}.{' '}
          {data.daily_limit > 0 && `${data.used_today} of ${data.daily_limit} AI requests used today.`}
        </Text>
      ) : null}
      <Text fontSize="sm" color="gray.700">
        What the AI knows about your business when it writes for your pages. The same details are in Website
        settings.
      </Text>
      <BusinessInfoForm projectId={projectId} />
    </AiDialog>
  );
}

export default AiSettingsDialog;
