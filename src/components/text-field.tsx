import { Field, Input } from '@chakra-ui/react';
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  helperText?: ReactNode;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** The keyboard a phone shows, e.g. "numeric" for a code of digits. */
  inputMode?: 'text' | 'numeric';
  autoFocus?: boolean;
  /** "ltr" for what is read left to right in any language: addresses, numbers, code. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/**
 * Label, input, helper text and error of one field, with no form library attached.
 * FormField binds it to Formik; the login page uses it directly to stay within its budget.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  autoComplete,
  helperText,
  placeholder,
  readOnly,
  disabled,
  inputMode,
  autoFocus,
  dir,
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        readOnly={readOnly}
        inputMode={inputMode}
        autoFocus={autoFocus}
        dir={dir}
      />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}
