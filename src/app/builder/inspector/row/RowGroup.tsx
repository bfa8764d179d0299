/** A titled group of the Row settings panel (Column widths, Layout): a labelled region with a rule above. */
import { Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export function RowGroup({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={id} pt="3" borderTopWidth="1px" borderColor="gray.200">
      <Heading as="h3" id={id} size="xs" color="gray.700" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
