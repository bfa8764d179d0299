/** A labelled on/off choice as a native checkbox (no Chakra switch recipe is registered: system.ts). */
import { HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { stableField } from './stable-field.tsx';

export interface ToggleFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

function ToggleFieldView({ label, checked, disabled = false, onChange }: ToggleFieldProps) {
  const id = useId();
  return (
    <HStack gap="2" fontSize="sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </HStack>
  );
}

export const ToggleField = stableField(ToggleFieldView);
