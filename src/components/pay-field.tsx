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

/** Label, control, helper and error of a customer-page form field; the error is announced as it appears. */
export function PayField({ label, error, required, helper, controlId, children }: PayFieldProps) {
  return (
    // `id` names the control (the label's target); Ark's `ids.control` would name the root instead.
    <Field.Root invalid={Boolean(error)} required={required} id={controlId}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}
