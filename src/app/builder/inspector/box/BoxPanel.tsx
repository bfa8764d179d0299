/**
 * The Box settings panel (issue 23 "Box"; spec §6: for developer-mode users; CONTRACT `Box settings`):
 * padding, margin, border width, style and colour, radius, shadow and background colour of the
 * selected box, each one `style.set` on its inline style (box-fields.ts). Sizes take one CSS value or
 * the four sides (`8px 16px`); a bare number is px.
 */
import { Stack, Text } from '@chakra-ui/react';
import { ColorField } from '../fields/ColorField.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { SliderField } from '../fields/SliderField.tsx';
import { themeSwatches } from '../fields/theme-swatches.ts';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import { RowGroup as Group } from '../row/RowGroup.tsx';
import type { InspectorProps } from '../types.ts';
import {
  BORDER_STYLE_OPTIONS,
  type BoxKey,
  borderWidthCommands,
  boxCommand,
  readBoxValues,
  SHADOW_OPTIONS,
} from './box-fields.ts';

const SIDES_HELP = 'One value, or top right bottom left (8px 16px); margin and border width too.';

export default function BoxPanel({ doc, selection, node, run }: InspectorProps) {
  const { errorOf, runField, runAll } = useFieldErrors(run);
  const values = readBoxValues(node);
  const set = (key: BoxKey) => (value: string) => runField(key, boxCommand(selection, key, value));
  const swatches = themeSwatches(doc.root);

  return (
    <Stack gap="4">
      <Text fontSize="xs" color="gray.600">
        Styles apply to this box only and override the template's.
      </Text>
      <Group title="Spacing">
        <SliderField
          label="Padding"
          value={values.padding}
          min={0}
          max={80}
          step={1}
          unit="px"
          help={SIDES_HELP}
          error={errorOf('padding')}
          onChange={set('padding')}
        />
        <SliderField
          label="Margin"
          value={values.margin}
          min={0}
          max={80}
          step={1}
          unit="px"
          error={errorOf('margin')}
          onChange={set('margin')}
        />
      </Group>
      <Group title="Border">
        <SliderField
          label="Border width"
          value={values.borderWidth}
          min={0}
          max={20}
          step={1}
          unit="px"
          error={errorOf('borderWidth')}
          onChange={(width) => runAll('borderWidth', borderWidthCommands(selection, values, width))}
        />
        <SelectField
          label="Border style"
          value={values.borderStyle}
          options={BORDER_STYLE_OPTIONS}
          error={errorOf('borderStyle')}
          onChange={set('borderStyle')}
        />
        <ColorField
          label="Border colour"
          value={values.borderColor}
          swatches={swatches}
          error={errorOf('borderColor')}
          onChange={set('borderColor')}
        />
        <SliderField
          label="Radius"
          value={values.radius}
          min={0}
          max={64}
          step={1}
          unit="px"
          error={errorOf('radius')}
          onChange={set('radius')}
        />
      </Group>
      <Group title="Fill">
        <SelectField
          label="Shadow"
          value={values.shadow}
          options={SHADOW_OPTIONS}
          error={errorOf('shadow')}
          onChange={set('shadow')}
        />
        <ColorField
          label="Background colour"
          value={values.background}
          swatches={swatches}
          error={errorOf('background')}
          onChange={set('background')}
        />
      </Group>
    </Stack>
  );
}
