/**
 * The Embed settings panel's body (issue 20 §2 I-Frame): a `URL` field applied with "Apply" (or
 * Enter) as one `element.setEmbed`, the refusal message beside the field when the address is not
 * http(s), and the address the frame now embeds. Applied on demand, not per keystroke: a half-typed
 * address is not an address.
 */
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FieldFrame } from '../fields/FieldFrame.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import { embedCommand, embedValues } from './embed-values.ts';

export default function EmbedPanel({ selection, node, run }: InspectorProps) {
  const fields = useFieldErrors(run);
  const values = embedValues(node);
  const [url, setUrl] = useState(values.src === 'about:blank' ? '' : values.src);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    fields.runField('url', embedCommand(selection, url));
  };

  return (
    <Stack gap="4">
      <form onSubmit={apply} noValidate>
        <FieldFrame
          label="URL"
          error={fields.errorOf('url')}
          help="A YouTube, Vimeo or Google Maps address becomes its embed address."
        >
          <HStack gap="2" width="full">
            <Input
              size="sm"
              flex="1"
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://www.youtube.com/watch?v=…"
              onChange={(event) => {
                setUrl(event.target.value);
                fields.setError('url', null);
              }}
            />
            <Button size="sm" type="submit">
              Apply
            </Button>
          </HStack>
        </FieldFrame>
      </form>
      <Box>
        <Text fontSize="sm" fontWeight="medium">
          Embed address
        </Text>
        <Text fontSize="sm" wordBreak="break-all" aria-live="polite" data-testid="embed-address">
          {values.src === '' || values.src === 'about:blank' ? 'Nothing embedded yet.' : values.src}
        </Text>
        {values.video && (
          <Text fontSize="xs" color="gray.600">
            Shown as a video: full width at 16:9.
          </Text>
        )}
      </Box>
    </Stack>
  );
}
