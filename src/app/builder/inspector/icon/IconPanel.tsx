/**
 * The Icon settings panel's body (issue 20 §2 Icon): the icon's size and colour, and the Font
 * Awesome picker, whose pick swaps the icon's style and glyph classes. Each field runs one command
 * (icon-values.ts) through the panel's `run`; an error shows beside its field.
 */
import { Stack, Text } from '@chakra-ui/react';
import { ColorField } from '../fields/ColorField.tsx';
import { FieldError } from '../fields/FieldError.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { themeSwatches } from '../fields/theme-swatches.ts';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import { IconPicker } from './IconPicker.tsx';
import { iconColorCommand, iconSizeCommand, iconValues, pickIconCommand } from './icon-values.ts';

export default function IconPanel({ doc, selection, node, run }: InspectorProps) {
  const fields = useFieldErrors(run);
  const values = iconValues(node);
  return (
    <Stack gap="4">
      <TextInputField
        label="Icon size"
        value={values.size}
        placeholder="e.g. 32px"
        inputMode="decimal"
        error={fields.errorOf('size')}
        onChange={(value) => {
          const command = iconSizeCommand(selection, value);
          if (command.ok) fields.runField('size', command.value);
          else fields.setError('size', command.error);
        }}
      />
      <ColorField
        label="Icon colour"
        value={values.color}
        swatches={themeSwatches(doc.root)}
        error={fields.errorOf('color')}
        onChange={(value) => fields.runField('color', iconColorCommand(selection, value))}
      />
      <Text fontSize="sm">
        Current icon:{' '}
        <Text as="span" fontWeight="medium">
          {values.icon ? `${values.icon.name} (${values.icon.style})` : 'none'}
        </Text>
      </Text>
      <FieldError fields={fields} name="icon" />
      <IconPicker
        current={values.icon}
        onPick={(icon) => {
          const command = pickIconCommand(selection, node, icon);
          if (command) fields.runField('icon', command);
        }}
      />
    </Stack>
  );
}
