/**
 * A labelled colour field (issue 20 §2): the theme's colours as swatches, the browser's colour
 * picker, and the value as text (any CSS colour; empty removes it). The text is the labelled
 * control; the picker and swatches are named after it.
 */
import { Box, HStack } from '@chakra-ui/react';
import { isHexColor } from '../../../../domain/color.ts';
import { DraftInput } from './DraftInput.tsx';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';
import { stableField } from './stable-field.tsx';
import type { Swatch } from './theme-swatches.ts';

export interface ColorFieldProps extends FieldProps {
  readonly swatches: readonly Swatch[];
}

/** No colour set: white with a red slash, as design tools draw "none". */
const UNSET_SWATCH =
  'linear-gradient(to top right, #fff calc(50% - 1px), #ef4444 calc(50% - 1px), #ef4444 calc(50% + 1px), #fff calc(50% + 1px))';

/** The native picker only takes `#rrggbb`. */
function pickerValue(value: string): string {
  const text = value.trim();
  if (!isHexColor(text)) return '#000000';
  return text.length === 4
    ? `#${[...text.slice(1)].map((d) => d + d).join('')}`.toLowerCase()
    : text.toLowerCase();
}

function ColorFieldView({ label, value, onChange, error, help, swatches }: ColorFieldProps) {
  return (
    <FieldFrame label={label} error={error} help={help}>
      <HStack gap="2" width="full">
        <DraftInput flex="1" value={value} placeholder="Not set" onChange={onChange} />
        {/* The swatch shows the colour as set (a slash when none is); the browser's picker sits on it, unseen. */}
        <Box
          position="relative"
          flexShrink={0}
          width="8"
          height="8"
          rounded="md"
          borderWidth="1px"
          borderColor="gray.300"
          overflow="hidden"
          style={{ background: value.trim() || UNSET_SWATCH }}
        >
          <input
            type="color"
            aria-label={`${label} picker`}
            title="Choose a colour"
            value={pickerValue(value)}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              opacity: 0,
              cursor: 'pointer',
            }}
            onChange={(event) => onChange(event.target.value)}
          />
        </Box>
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

export const ColorField = stableField(ColorFieldView);
