/** A labelled text (or number) field: runs its command on every keystroke; keeps the raw text while focused. */
import { Input } from '@chakra-ui/react';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';
import { useDraft } from './use-draft.ts';

export interface TextInputFieldProps extends FieldProps {
  readonly placeholder?: string;
  readonly inputMode?: 'text' | 'decimal' | 'numeric' | 'url';
}

export function TextInputField({
  label,
  value,
  onChange,
  error,
  help,
  placeholder,
  inputMode,
}: TextInputFieldProps) {
  const draft = useDraft(value);
  return (
    <FieldFrame label={label} error={error} help={help}>
      <Input
        size="sm"
        value={draft.shown}
        {...(placeholder !== undefined && { placeholder })}
        {...(inputMode !== undefined && { inputMode })}
        onFocus={draft.onFocus}
        onBlur={draft.onBlur}
        onChange={(event) => {
          draft.type(event.target.value);
          onChange(event.target.value);
        }}
      />
    </FieldFrame>
  );
}
