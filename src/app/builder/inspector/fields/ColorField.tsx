/**
 * A labelled colour field (issue 20 §2): the theme's colours as swatches, the browser's colour
 * picker, and the value as text (any CSS colour; empty removes it). The text is the labelled
 * control; the picker and swatches are named after it.
 */
import { Box, HStack } from '@chakra-ui/react';
import { isHexColor } from '../../../../domain/color.ts';
import { DraftInput } from './DraftInput.tsx';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';
import type { Swatch } from './theme-swatches.ts';

export interface ColorFieldProps extends FieldProps {
  readonly swatches: readonly Swatch[];
}

/** The native picker only takes `#rrggbb`. */
function pickerValue(value: string): string {
  const text = value.trim();
  if (!isHexColor(text)) return '#000000';
  return text.length === 4
    ? `#${[...text.slice(1)].map((d) => d + d).join('')}`.toLowerCase()
    : text.toLowerCase();
}

export function ColorField({ label, value, onChange, error, help, swatches }: ColorFieldProps) {
  return (
    <FieldFrame label={label} error={error} help={help}>
      <HStack gap="2" width="full">
        <DraftInput flex="1" value={value} placeholder="#000000" onChange={onChange} />
        <input
          type="color"
          aria-label={`${label} picker`}
          value={pickerValue(value)}
          style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none' }}
          onChange={(event) => onChange(event.target.value)}
        />
      </HStack>
      {swatches.length > 0 && (
        <HStack gap="1" flexWrap="wrap" role="group" aria-label={`${label} theme colours`}>
          {swatches.map((swatch) => (
            <Box
              as="button"
              key={swatch.color}
              {...{ type: 'button' }}
              aria-label={`${swatch.name} ${swatch.color}`}
              title={`${swatch.name} ${swatch.color}`}
              aria-pressed={swatch.color.toLowerCase() === value.trim().toLowerCase()}
              width="6"
              height="6"
              rounded="full"
              borderWidth="1px"
              borderColor="gray.300"
              style={{ background: swatch.color }}
              onClick={() => onChange(swatch.color)}
            />
          ))}
        </HStack>
      )}
    </FieldFrame>
  );
}
