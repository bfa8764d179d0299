/** A settings group: title and explanation beside (desktop) or above (phone) its fields. */
import { Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Grid
      as="section"
      aria-labelledby={headingId}
      id={id}
      templateColumns={{ base: '1fr', lg: '18rem 1fr' }}
      gap={{ base: '3', lg: '8' }}
      scrollMarginTop="24"
    >
      <Stack gap="1.5">
        <Heading as="h2" id={headingId} size="md" color="gray.900">
          {title}
        </Heading>
        <Text fontSize="sm" color="gray.600" as="div">
          {description}
        </Text>
      </Stack>
      <Card.Root rounded="xl">
        <Card.Body p={{ base: '4', md: '6' }} gap="5">
          {children}
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
