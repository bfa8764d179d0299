/**
 * A labelled slider with its number beside it. Every move runs the command: the history groups
 * a drag within 500 ms into one undo entry (commands/editor.ts groupKey), so nothing is debounced.
 * The number field is the labelled control; the slider is named after it.
 */
import { HStack } from '@chakra-ui/react';
import { DraftInput } from './DraftInput.tsx';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';
import { stableField } from './stable-field.tsx';

export interface SliderFieldProps extends FieldProps {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Appended to a bare number (`px`), or '' for unitless values such as line height. */
  readonly unit: string;
}

/** The number a CSS length starts with, for the slider's position. */
export function leadingNumber(value: string): number | null {
  const match = /^-?(?:\d+(?:\.\d+)?|\.\d+)/.exec(value.trim());
  return match ? Number(match[0]) : null;
}

/** What the user typed, as the CSS value to write: a bare number gets the unit; '' removes. */
export function withUnit(raw: string, unit: string): string {
  const text = raw.trim();
  return unit !== '' && /^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(text) ? `${text}${unit}` : text;
}

function SliderFieldView({ label, value, onChange, error, help, min, max, step, unit }: SliderFieldProps) {
  const position = leadingNumber(value) ?? min;
  return (
    <FieldFrame label={label} error={error} help={help}>
      <HStack gap="3" width="full">
        <input
          type="range"
          aria-label={`${label} slider`}
          min={min}
          max={max}
          step={step}
          value={Math.min(max, Math.max(min, position))}
          style={{ flex: 1 }}
          onChange={(event) => onChange(withUnit(event.target.value, unit))}
        />
        <DraftInput
          width="24"
          value={value}
          inputMode="decimal"
          onChange={(raw) => onChange(withUnit(raw, unit))}
        />
      </HStack>
    </FieldFrame>
  );
}

export const SliderField = stableField(SliderFieldView);
