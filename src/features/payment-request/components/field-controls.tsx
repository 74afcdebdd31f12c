import { Checkbox, Field, Input, Switch } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

interface InputFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'datetime-local';
  inputMode?: 'decimal' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  helperText?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  /** Numbers, emails and URLs read left to right inside Arabic pages too. */
  dir?: 'ltr';
  min?: string;
}

/** A Formik-bound one-line input with the extras the shared FormField does not carry. */
export function InputField({ name, label, helperText, required, ...input }: InputFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...field} {...input} value={field.value ?? ''} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A Formik-bound on/off switch; the whole row is its label. */
export function SwitchField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Switch.Root
      name={name}
      checked={field.value}
      onCheckedChange={(details) => void helpers.setValue(details.checked)}
      colorPalette="orange"
    >
      <Switch.HiddenInput onBlur={field.onBlur} />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export function CheckboxControl({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  name?: string;
}) {
  return (
    <Checkbox.Root
      name={name}
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="orange"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
