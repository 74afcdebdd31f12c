import { Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import type { Choice } from '@/domain/contracts/common';
import { TextField } from './text-field';

interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  helperText?: ReactNode;
  /** Renders a textarea instead of a one-line input. */
  multiline?: boolean;
  /** Renders a native select with these choices (native: best keyboard and screen-reader support). */
  choices?: readonly Choice[];
  placeholder?: string;
  readOnly?: boolean;
  /** "ltr" for what is read left to right in any language: addresses, numbers, code. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/**
 * A Formik-bound Chakra field: label, control, helper text and the field's error.
 * Errors show once the field is touched (or after a submit), including server errors
 * put in place with Formik's setErrors.
 */
export function FormField({
  name,
  label,
  helperText,
  multiline,
  choices,
  placeholder,
  dir,
  ...input
}: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const value = field.value ?? '';

  if (!choices && !multiline) {
    return (
      <TextField
        {...input}
        {...field}
        value={value}
        label={label}
        error={error}
        helperText={helperText}
        placeholder={placeholder}
        dir={dir}
      />
    );
  }

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {choices ? (
        <NativeSelect.Root>
          <NativeSelect.Field {...field} value={value} placeholder={placeholder}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.display_name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Textarea {...field} value={value} rows={5} placeholder={placeholder} dir={dir} />
      )}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}
