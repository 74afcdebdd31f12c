import { Alert } from '@chakra-ui/react';

/** A non-field error on a form (SPEC 8: non_field_errors[0]); announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
