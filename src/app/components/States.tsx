/** Empty and error states shared by the screens (issue 4: empty states and error states on every screen). */
import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { failureMessage } from '../shell/toaster.tsx';
import { AlertIcon } from './icons.tsx';

export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <ChakraEmptyState.Root
      size="lg"
      bg="white"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.300"
      rounded="2xl"
    >
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="purple.500">{icon}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description maxW="md" color="gray.600">
            {description}
          </ChakraEmptyState.Description>
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <EmptyState
      icon={<AlertIcon color="red.500" />}
      title={title}
      description={failureMessage(error)}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
