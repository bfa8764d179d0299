/**
 * What the builder's AI dialogs share (issue 24): the dialog frame (focus inside, Escape closes),
 * the provider's status with the unconfigured notice (the server's own message and a link to the
 * set-up guide: nothing pretends to be AI), the stream's session and the error wording (§8: the
 * server's message as given). Loaded with the first AI dialog, never with the builder's first paint.
 */
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Link,
  Portal,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/client.ts';
import { AI_DOCS_LINK, AI_STATUS_PATH, aiStatusQuery, type StreamDeps } from '../../data/ai.ts';
import { useApi, useRuntime, useSession } from '../../session/SessionProvider.tsx';

export function useAiStatus() {
  return useQuery(aiStatusQuery(useApi()));
}

/** Whether an AI call may be offered: the status has loaded and names no reason against it. */
export function useAiReady(needsImages = false): boolean {
  const status = useAiStatus();
  if (status.isPending) return false;
  const data = status.data;
  return !data || (data.configured && (!needsImages || data.images));
}

/** The stream's fetch and the builder session's token, as the shared client sends it. */
export function useStreamDeps(): StreamDeps {
  const runtime = useRuntime();
  const session = useSession();
  return {
    fetch: runtime.fetch,
    token: session?.tokens.token ?? null,
    // The shared client ends the session on a 401: a call through it lets it do so.
    onUnauthorized: () => void runtime.api.send({ method: 'GET', path: AI_STATUS_PATH }).catch(() => {}),
  };
}

/** An error's words for the user: the server's message (§8), or a plain fallback. */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.message !== '') return error.message;
  if (error instanceof Error && error.name === 'AbortError') return 'Cancelled.';
  return 'The AI helper could not answer. Try again.';
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The server's reason the AI helper is off, and where to read how to connect a provider. */
export function AiUnavailable({ reason }: { reason: string | null }) {
  return (
    <Alert.Root status="warning" rounded="md" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The AI helper is not set up</Alert.Title>
        <Alert.Description>
          <Text>{reason ?? 'No AI provider is configured on this server.'}</Text>
          <Link
            href={AI_DOCS_LINK}
            target="_blank"
            rel="noopener"
            color="purple.700"
            textDecoration="underline"
          >
            How to connect an AI provider
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The server's refusal or failure, as given. */
export function AiError({ message }: { message: string }) {
  return (
    <Alert.Root status="error" rounded="md" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Waiting for the model: a spinner and what is happening, announced politely. */
export function AiProgress({ children }: { children: ReactNode }) {
  return (
    <HStack gap="2" role="status" aria-live="polite" color="gray.700" fontSize="sm">
      <Spinner size="sm" color="purple.500" />
      <Text>{children}</Text>
    </HStack>
  );
}

/**
 * Gates an AI dialog's body on the provider's status: a spinner while it loads, the notice when
 * no provider is configured, the body otherwise (a status that fails to load lets the call answer).
 */
export function AiStatusGate({ children, needsImages }: { children: ReactNode; needsImages?: boolean }) {
  const status = useAiStatus();
  if (status.isPending) return <AiProgress>Checking the AI helper…</AiProgress>;
  const data = status.data;
  if (data && !data.configured) return <AiUnavailable reason={data.reason} />;
  if (data && needsImages && !data.images)
    return <AiUnavailable reason="No image model is configured on this server (AI_IMAGE_MODEL)." />;
  return <>{children}</>;
}

export interface AiDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
}

/** A modal dialog: focus moves in and stays, Escape and the close button close it. */
export function AiDialog({ title, onClose, children, footer, size = 'md' }: AiDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          {/* Keys typed here are the dialog's: they never reach the builder's shortcuts (Delete, Ctrl+Z)
              or the inspector around it (whose Escape would close the panel too). */}
          <Dialog.Content
            onKeyDown={(event) => {
              event.stopPropagation();
              if (event.key === 'Escape') {
                event.preventDefault();
                onClose();
              }
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box display="flex" flexDirection="column" gap="4">
                {children}
              </Box>
            </Dialog.Body>
            {footer && (
              <Dialog.Footer gap="2" flexWrap="wrap">
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A small group of exclusive choices (length, size) as pressed buttons. */
export function ChoiceGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly { readonly value: T; readonly label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Text>
      <HStack role="group" aria-label={label} gap="1" flexWrap="wrap">
        {options.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={option.value === value ? 'solid' : 'outline'}
            colorPalette={option.value === value ? 'purple' : 'gray'}
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </HStack>
    </Box>
  );
}
