/** A labelled native select (Chakra NativeSelect): keyboard and screen-reader friendly, and light. */
import { NativeSelect } from '@chakra-ui/react';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';
import { stableField } from './stable-field.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends FieldProps {
  readonly options: readonly SelectOption[];
}

function SelectFieldView({ label, value, onChange, error, help, options }: SelectFieldProps) {
  // A value the list does not offer (a size typed elsewhere) is still shown, not silently replaced.
  const known = options.some((option) => option.value === value);
  return (
    <FieldFrame label={label} error={error} help={help}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export const SelectField = stableField(SelectFieldView);
