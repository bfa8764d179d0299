/**
 * The Image panel (issue 20 §2 "Image: replace (gallery or upload), alt, width/height, shape,
 * object-fit, and link"): each field runs one command (image-fields.ts). Replace opens the
 * builder's gallery (`pickImage`, with upload and progress); the link goes on the image's `<a>`.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ImageShape } from '../../../domain/style-options.ts';
import { ImageAiAction } from '../ai/AiPanelActions.tsx';
import { FieldError } from './fields/FieldError.tsx';
import { SegmentedField } from './fields/SegmentedField.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextInputField } from './fields/TextInputField.tsx';
import { useFieldErrors } from './fields/use-field-errors.ts';
import {
  altCommand,
  OBJECT_FIT_OPTIONS,
  objectFitCommand,
  readImageValues,
  replaceCommand,
  SHAPE_OPTIONS,
  shapeCommand,
  sizeCommand,
} from './image-fields.ts';
import { imageLinkOf, linkCommand, NO_LINK } from './link-fields.ts';
import { elementTarget } from './node-values.ts';
import type { InspectorProps } from './types.ts';

export default function ImagePanel({
  doc,
  selection,
  node,
  run,
  pickImage,
  pickLink,
  projectId,
}: InspectorProps) {
  const target = elementTarget(selection);
  const values = readImageValues(node);
  const link = imageLinkOf(doc, selection);
  const fields = useFieldErrors(run);
  const { errorOf, runField, setError } = fields;

  const replace = async () => {
    const src = await pickImage();
    if (src) runField('replace', replaceCommand(target, src));
  };
  const resize = (side: 'width' | 'height') => (raw: string) => {
    const checked = sizeCommand(target, side, raw);
    if (checked.ok) runField(side, checked.command);
    else setError(side, checked.message);
  };
  const chooseLink = async () => {
    const chosen = await pickLink(link ?? NO_LINK);
    if (chosen) runField('link', linkCommand(target, chosen));
  };

  return (
    <Stack gap="4">
      <Box>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void replace()}>
            Replace image
          </Button>
          <ImageAiAction
            projectId={projectId}
            onUse={(src) => runField('replace', replaceCommand(target, src))}
          />
        </HStack>
        <FieldError fields={fields} name="replace" />
      </Box>
      <TextInputField
        label="Alt text"
        value={values.alt}
        help="Describes the picture to people who cannot see it."
        error={errorOf('alt')}
        onChange={(alt) => runField('alt', altCommand(target, alt))}
      />
      <HStack gap="3" alignItems="flex-start">
        <TextInputField
          label="Width"
          value={values.width}
          inputMode="numeric"
          placeholder="px"
          error={errorOf('width')}
          onChange={resize('width')}
        />
        <TextInputField
          label="Height"
          value={values.height}
          inputMode="numeric"
          placeholder="px"
          error={errorOf('height')}
          onChange={resize('height')}
        />
      </HStack>
      <SegmentedField
        label="Shape"
        value={values.shape}
        options={SHAPE_OPTIONS}
        error={errorOf('shape')}
        onChange={(shape) => runField('shape', shapeCommand(target, shape as ImageShape))}
      />
      <SelectField
        label="Object fit"
        value={values.objectFit}
        options={OBJECT_FIT_OPTIONS}
        error={errorOf('objectFit')}
        onChange={(fit) => runField('objectFit', objectFitCommand(target, fit))}
      />
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          Image link
        </Text>
        <Text fontSize="sm" color="gray.700" mb="1" wordBreak="break-all">
          {link?.href ? link.href : 'Not linked'}
        </Text>
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => void chooseLink()}>
            {link ? 'Change link…' : 'Add link…'}
          </Button>
          {link && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => runField('link', linkCommand(target, NO_LINK))}
            >
              Remove link
            </Button>
          )}
        </HStack>
        <FieldError fields={fields} name="link" />
      </Box>
    </Stack>
  );
}
