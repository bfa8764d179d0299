import { Alert } from '@chakra-ui/react';

/** A form-level message (server refusal, success note) announced to screen readers. */
export function FormAlert({
  status = 'error',
  title,
  children,
}: {
  status?: 'error' | 'success' | 'info';
  title?: string;
  children?: string | undefined;
}) {
  return (
    <Alert.Root status={status} rounded="lg" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
