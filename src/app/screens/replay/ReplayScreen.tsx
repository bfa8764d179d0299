/**
 * /replay (issue 5 "A replay screen", for staff and developers): load a trace — a file chosen here,
 * or a ticket's trace attachment (`?ticket=…&attachment=…`, opened from the ticket) — then step
 * forwards and backwards through its events with a slider, seeing the page at each step in a
 * read-only canvas and the log's commands and events beside it. Everyone else gets a clear message;
 * the server still decides who may read a ticket's trace.
 */
import {
  Box,
  Button,
  Center,
  Link as ChakraLink,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AlertIcon, FileIcon } from '../../components/icons.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { canReplay } from '../../data/customer.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { useCurrentCustomer } from '../../session/use-current-customer.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { ReplayView } from './ReplayView.tsx';
import { appConfigQuery, traceAttachmentQuery } from './replay-queries.ts';
import { type Timeline, timelineFromJson } from './replay-timeline.ts';
import { TraceFileButton } from './TraceFileButton.tsx';

export interface ReplaySource {
  readonly ticketId?: string | undefined;
  readonly attachmentId?: string | undefined;
}

interface Loaded {
  readonly timeline: Timeline;
  readonly label: string;
}

export function ReplayScreen({ ticketId, attachmentId }: ReplaySource) {
  usePageTitle('Replay');
  const viewer = useCurrentCustomer();

  if (viewer.isPending) return <Busy label="Checking your access…" />;
  if (viewer.isError)
    return (
      <Frame>
        <ErrorState
          title="Could not check your access"
          error={viewer.error}
          onRetry={() => void viewer.refetch()}
        />
      </Frame>
    );
  if (!canReplay(viewer.data)) {
    return (
      <Frame>
        <EmptyState
          icon={<AlertIcon />}
          title="The replay screen is for staff and developers"
          description="It shows how a page was built, event by event, to find bugs. If you need help with a page, open a support ticket and attach its trace from the builder."
          action={
            <Button asChild colorPalette="purple">
              <Link to="/support-tickets">Go to support</Link>
            </Button>
          }
        />
      </Frame>
    );
  }
  return ticketId && attachmentId ? (
    <TicketTrace ticketId={ticketId} attachmentId={attachmentId} />
  ) : (
    <FileTrace />
  );
}

function TicketTrace({ ticketId, attachmentId }: { ticketId: string; attachmentId: string }) {
  const api = useApi();
  const answer = useQuery(traceAttachmentQuery(api, ticketId, attachmentId));
  const [file, setFile] = useState<Loaded | null>(null);
  if (file) return <Replay loaded={file} onLoad={setFile} back={{ ticketId }} />;
  if (answer.isPending) return <Busy label="Loading the ticket’s trace…" />;
  if (answer.isError)
    return (
      <Frame>
        <ErrorState
          title="This trace did not load"
          error={answer.error}
          onRetry={() => void answer.refetch()}
        />
      </Frame>
    );
  const timeline = timelineFromJson(answer.data.trace);
  if (!timeline.ok)
    return (
      <Frame>
        <ErrorState title="This trace cannot be replayed" error={new Error(timeline.error)} />
      </Frame>
    );
  const label = `${answer.data.attachment.name} · ${answer.data.ticket.subject}`;
  return <Replay loaded={{ timeline: timeline.value, label }} onLoad={setFile} back={{ ticketId }} />;
}

function FileTrace() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  if (loaded) return <Replay loaded={loaded} onLoad={setLoaded} />;
  return (
    <Frame>
      <EmptyState
        icon={<FileIcon />}
        title="Replay a trace"
        description="Choose a trace file (“Export trace” in the builder) to step through its events and see the page at each step."
        action={<TraceFileButton onLoad={(timeline, label) => setLoaded({ timeline, label })} primary />}
      />
    </Frame>
  );
}

function Replay({
  loaded,
  onLoad,
  back,
}: {
  loaded: Loaded;
  onLoad: (loaded: Loaded) => void;
  back?: { ticketId: string };
}) {
  const api = useApi();
  const config = useQuery(appConfigQuery(api));
  if (config.isPending) return <Busy label="Opening the replay…" />;
  if (config.isError)
    return (
      <Frame>
        <ErrorState
          title="Could not open the replay"
          error={config.error}
          onRetry={() => void config.refetch()}
        />
      </Frame>
    );
  const projectId = loaded.timeline.trace.base.settings.project_id;
  const assetBase = `${config.data.hosted_base.replace(/\/$/, '')}/${encodeURIComponent(projectId || 'none')}/`;
  return (
    <ReplayView
      // A new trace starts at its first step.
      key={loaded.label + loaded.timeline.docs.length}
      timeline={loaded.timeline}
      label={loaded.label}
      assetBase={assetBase}
      back={
        back ? (
          <ChakraLink asChild color="purple.700" fontSize="sm" fontWeight="medium">
            <Link to="/support-tickets/$ticketId" params={{ ticketId: back.ticketId }}>
              Back to the ticket
            </Link>
          </ChakraLink>
        ) : (
          <ChakraLink asChild color="purple.700" fontSize="sm" fontWeight="medium">
            <Link to="/support-tickets">Support</Link>
          </ChakraLink>
        )
      }
      loadAnother={<TraceFileButton onLoad={(timeline, label) => onLoad({ timeline, label })} />}
    />
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Stack as="main" minH="100dvh" p={{ base: '4', md: '10' }} gap="6" maxW="4xl" mx="auto">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Replay
        </Heading>
        <ChakraLink asChild color="purple.700" fontWeight="medium">
          <Link to="/projects">Back to projects</Link>
        </ChakraLink>
      </HStack>
      <Box>{children}</Box>
    </Stack>
  );
}

function Busy({ label }: { label: string }) {
  return (
    <Center as="main" h="100dvh" flexDirection="column" gap="3" aria-busy="true">
      <Spinner color="purple.500" size="lg" />
      <Text color="gray.600">{label}</Text>
    </Center>
  );
}
