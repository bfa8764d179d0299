/**
 * The Button panel (issue 20 §2 "Button: label, link, style, colours, size, radius, and full
 * width"): each field runs one command (button-fields.ts); the link fields are shared with the
 * Link panel.
 */
import { Stack } from '@chakra-ui/react';
import type { ButtonStyle } from '../../../domain/style-options.ts';
import {
  type ButtonSize,
  buttonSizeCommand,
  buttonStyleCommand,
  fullWidthCommand,
  labelCommand,
  readButtonValues,
} from './button-fields.ts';
import { isBuyButton } from './buy-button-fields.ts';
import { ColorField } from './fields/ColorField.tsx';
import { SegmentedField } from './fields/SegmentedField.tsx';
import { SliderField } from './fields/SliderField.tsx';
import { TextInputField } from './fields/TextInputField.tsx';
import { ToggleField } from './fields/ToggleField.tsx';
import { themeSwatches } from './fields/theme-swatches.ts';
import { useFieldErrors } from './fields/use-field-errors.ts';
import { LinkFields } from './LinkFields.tsx';
import { readLinkValue } from './link-fields.ts';
import { elementTarget, styleSetter, styleTarget } from './node-values.ts';
import type { InspectorProps } from './types.ts';

const STYLE_OPTIONS: readonly { value: ButtonStyle; label: string }[] = [
  { value: 'contained', label: 'Contained' },
  { value: 'outlined', label: 'Outlined' },
  { value: 'text', label: 'Text' },
];

const COLOUR_FIELDS = [
  { key: 'background', label: 'Background colour', property: 'background-color' },
  { key: 'color', label: 'Text colour', property: 'color' },
  { key: 'borderColor', label: 'Border colour', property: 'border-color' },
] as const;

const SIZE_OPTIONS: readonly { value: ButtonSize; label: string }[] = [
  { value: 'sm', label: 'Small' },
  { value: 'md', label: 'Default' },
  { value: 'lg', label: 'Large' },
];

export default function ButtonPanel({ doc, selection, node, run, pickLink }: InspectorProps) {
  const target = elementTarget(selection);
  const values = readButtonValues(node);
  const fields = useFieldErrors(run);
  const { errorOf, runField } = fields;
  const swatches = themeSwatches(doc.root);
  const setStyle = styleSetter(runField, styleTarget(selection));

  return (
    <Stack gap="4">
      <TextInputField
        label="Label"
        value={values.label}
        error={errorOf('label')}
        onChange={(label) => runField('label', labelCommand(target, node, label))}
      />
      {/* A buy button's click starts a checkout (Buy button settings): a link there would do nothing. */}
      {values.hasLink && !isBuyButton(node) && (
        <LinkFields target={target} link={readLinkValue(node)} fields={fields} pickLink={pickLink} />
      )}
      <SegmentedField
        label="Style"
        value={values.style}
        options={STYLE_OPTIONS}
        error={errorOf('style')}
        onChange={(style) => runField('style', buttonStyleCommand(target, node, style as ButtonStyle))}
      />
      <SegmentedField
        label="Size"
        value={values.size}
        options={SIZE_OPTIONS}
        error={errorOf('size')}
        onChange={(size) => runField('size', buttonSizeCommand(target, size as ButtonSize))}
      />
      {COLOUR_FIELDS.map(({ key, label, property }) => (
        <ColorField
          key={key}
          label={label}
          value={values[key]}
          swatches={swatches}
          error={errorOf(key)}
          onChange={setStyle(key, property)}
        />
      ))}
      <SliderField
        label="Corner radius"
        value={values.radius}
        min={0}
        max={50}
        step={1}
        unit="px"
        error={errorOf('radius')}
        onChange={setStyle('radius', 'border-radius')}
      />
      <ToggleField
        label="Full width"
        checked={values.fullWidth}
        onChange={(on) => runField('fullWidth', fullWidthCommand(target, on))}
      />
    </Stack>
  );
}
