/**
 * The frame every inspector field shares (issue 20 §2): a visible label that names the control
 * (CONTRACT names such as `Letter spacing`, `Alt text`), and the command's error beside it,
 * announced (`role="alert"`) and tied to the control by Chakra's Field (aria-describedby).
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldFrameProps {
  readonly label: string;
  readonly error?: string | null | undefined;
  readonly help?: ReactNode;
  readonly children: ReactNode;
}

export function FieldFrame({ label, error, help, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} gap="1">
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText role="alert" color="red.700" fontSize="xs">
          {error}
        </Field.ErrorText>
      ) : (
        help && <Field.HelperText fontSize="xs">{help}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The props every field takes: what the document says, and the raw value the user chose. */
export interface FieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null | undefined;
  readonly help?: ReactNode;
}
