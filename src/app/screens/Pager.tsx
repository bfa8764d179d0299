/** Previous / next through a paged list, with "Page 2 of 5"; nothing when everything fits on one page. */
import { Button, HStack, Text } from '@chakra-ui/react';

export function Pager({
  page,
  total,
  limit,
  label,
  onPage,
}: {
  page: number;
  total: number;
  limit: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
