import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PayFieldProps {
  label: string;
  error?: string;
  required?: boolean;
  helper?: ReactNode;
  /** For a plain control (select, textarea) that Chakra's Field cannot wire up itself. */
  controlId?: string;
  children: ReactNode;
}

/** Label, control, helper and error of a pay-page field; the error is announced as it appears. */
export function PayField({ label, error, required, helper, controlId, children }: PayFieldProps) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      ids={controlId ? { control: controlId } : undefined}
    >
      <Field.Label htmlFor={controlId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}
