/** A labelled text (or number) field: runs its command on every keystroke; keeps the raw text while focused. */

import { DraftInput } from './DraftInput.tsx';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';
import { stableField } from './stable-field.tsx';

export interface TextInputFieldProps extends FieldProps {
  readonly placeholder?: string;
  readonly inputMode?: 'text' | 'decimal' | 'numeric' | 'url';
}

function TextInputFieldView({
  label,
  value,
  onChange,
  error,
  help,
  placeholder,
  inputMode,
}: TextInputFieldProps) {
  return (
    <FieldFrame label={label} error={error} help={help}>
      <DraftInput
        value={value}
        {...(placeholder !== undefined && { placeholder })}
        {...(inputMode !== undefined && { inputMode })}
        onChange={onChange}
      />
    </FieldFrame>
  );
}

export const TextInputField = stableField(TextInputFieldView);
