/**
 * The Link panel (issue 20 §2 "Link: url, target, and book-a-call class when an event id is set";
 * spec §5): one `element.setLink` per change (link-fields.ts).
 */
import { Stack } from '@chakra-ui/react';
import { useFieldErrors } from './fields/use-field-errors.ts';
import { LinkFields } from './LinkFields.tsx';
import { readLinkValue } from './link-fields.ts';
import { elementTarget } from './node-values.ts';
import type { InspectorProps } from './types.ts';

export default function LinkPanel({ selection, node, run, pickLink }: InspectorProps) {
  const fields = useFieldErrors(run);
  return (
    <Stack gap="4">
      <LinkFields
        target={elementTarget(selection)}
        link={readLinkValue(node)}
        fields={fields}
        pickLink={pickLink}
        withEventId
      />
    </Stack>
  );
}
