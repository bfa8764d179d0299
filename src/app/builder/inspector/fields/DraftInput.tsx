/**
 * The text box every typed field shares (TextInputField, ColorField, SliderField): it shows the
 * field's draft (use-draft.ts) and hands every keystroke's raw text to `onChange`.
 */
import { Input, type InputProps } from '@chakra-ui/react';
import { useDraft } from './use-draft.ts';

export interface DraftInputProps extends Omit<InputProps, 'value' | 'onChange' | 'onFocus' | 'onBlur'> {
  readonly value: string;
  readonly onChange: (raw: string) => void;
}

export function DraftInput({ value, onChange, ...rest }: DraftInputProps) {
  const draft = useDraft(value);
  return (
    <Input
      size="sm"
      {...rest}
      value={draft.shown}
      onFocus={draft.onFocus}
      onBlur={draft.onBlur}
      onChange={(event) => {
        draft.type(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
