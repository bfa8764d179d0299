/** The bar that appears while a settings form has unsaved changes: discard or save. */
import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';

export function SaveBar({
  dirty,
  pending,
  formId,
  onDiscard,
}: {
  dirty: boolean;
  pending: boolean;
  formId: string;
  onDiscard: () => void;
}) {
  if (!dirty && !pending) return null;
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="docked"
      mt="8"
      mx={{ base: '-4', md: '-6' }}
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      shadow="0 -4px 12px rgba(0,0,0,0.06)"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="3">
        <HStack justify="space-between" gap="3">
          <Text fontSize="sm" color="gray.700" role="status">
            You have unsaved changes
          </Text>
          <HStack gap="2">
            <Button variant="outline" onClick={onDiscard} disabled={pending}>
              Discard
            </Button>
            <Button type="submit" form={formId} colorPalette="purple" loading={pending} loadingText="Saving…">
              Save changes
            </Button>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
