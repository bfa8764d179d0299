/**
 * A message's attachment in the ticket thread: a picture shows as a thumbnail linking to the full
 * file; another file as a link; a builder trace as its name and size, with "Open in replay" for
 * staff and developers (the replay screen loads it from the ticket; the server checks who may).
 */
import { Box, Button, Link as ChakraLink, HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Attachment } from '../../../api/support.ts';
import { formatFileSize } from '../../../domain/rules/display.ts';
import { FileIcon } from '../../components/icons.tsx';

export function AttachmentView({
  attachment,
  ticketId,
  replayer,
}: {
  attachment: Attachment;
  ticketId: string;
  replayer: boolean;
}) {
  if (attachment.kind === 'trace') {
    return (
      <HStack gap="3" wrap="wrap" bg="gray.50" borderWidth="1px" rounded="md" px="3" py="2">
        <FileIcon color="purple.600" />
        <Text fontSize="sm" flex="1" minW="0" truncate>
          Page trace: {attachment.name} ({formatFileSize(attachment.size)})
        </Text>
        {replayer && (
          <Button asChild size="xs" colorPalette="purple" variant="outline">
            <Link to="/replay" search={{ ticket: ticketId, attachment: attachment._id }}>
              Open in replay
            </Link>
          </Button>
        )}
      </HStack>
    );
  }
  if (attachment.mime.startsWith('image/')) {
    return (
      <Box>
        <ChakraLink href={attachment.url} target="_blank" rel="noreferrer" display="inline-block">
          <Image
            src={attachment.url}
            alt={`Attachment: ${attachment.name}`}
            maxH="48"
            maxW="full"
            rounded="md"
            borderWidth="1px"
          />
        </ChakraLink>
      </Box>
    );
  }
  return (
    <Box>
      <ChakraLink href={attachment.url} target="_blank" rel="noreferrer" color="purple.700">
        Attachment: {attachment.name} ({formatFileSize(attachment.size)})
      </ChakraLink>
    </Box>
  );
}
