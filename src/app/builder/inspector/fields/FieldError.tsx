/** A control's command error shown beside it (for controls outside a FieldFrame), announced. */
import { Text } from '@chakra-ui/react';
import type { FieldErrors } from './use-field-errors.ts';

export function FieldError({ fields, name }: { readonly fields: FieldErrors; readonly name: string }) {
  return <FieldMessage message={fields.errorOf(name)} />;
}

/** The same, given the message itself. */
export function FieldMessage({ message }: { readonly message: string | null | undefined }) {
  return message ? (
    <Text role="alert" color="red.700" fontSize="xs" marginTop="1">
      {message}
    </Text>
  ) : null;
}
