/**
 * One labelled form control with its error and help text (Chakra v3 Field). The label is the control's
 * accessible name (CONTRACT names: `Email`, `Password`, `First name`, …); the error is announced with it.
 */
import { Field, Input, type InputProps, Textarea, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FieldFrameProps {
  readonly label: string;
  readonly error?: string | undefined;
  readonly help?: ReactNode;
  readonly required?: boolean;
  readonly children: ReactNode;
}

export function FieldFrame({ label, error, help, required, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator color="red.700" />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      ) : (
        help && <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );
}

export type TextFieldProps = Omit<InputProps, 'onChange'> & {
  readonly label: string;
  readonly error?: string | undefined;
  readonly help?: ReactNode;
  readonly onValueChange: (value: string) => void;
};

export function TextField({ label, error, help, required, onValueChange, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} help={help} required={Boolean(required)}>
      <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Omit<TextareaProps, 'onChange'> & {
  readonly label: string;
  readonly error?: string | undefined;
  readonly help?: ReactNode;
  readonly onValueChange: (value: string) => void;
};

export function TextAreaField({
  label,
  error,
  help,
  required,
  onValueChange,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} help={help} required={Boolean(required)}>
      <Textarea {...textarea} onChange={(event) => onValueChange(event.target.value)} />
    </FieldFrame>
  );
}
