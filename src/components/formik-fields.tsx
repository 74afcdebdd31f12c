/**
 * Formik-bound form fields of the dashboard's forms (payment request, bookings). Customer
 * pages keep plain controls (src/components/form-controls.tsx): Formik is not in their first load.
 */
import { Checkbox, Field, Input, NativeSelect, Switch } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

export interface SelectChoice {
  value: string;
  label: string;
  disabled?: boolean;
}

interface InputFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  helperText?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  min?: string;
  /** Numbers, emails, phones and URLs read left to right inside Arabic pages too. */
  dir?: 'ltr';
  /** Keeps only what the filter lets through as the person types (e.g. digits). */
  sanitize?: (value: string) => string;
}

/** A Formik-bound one-line input; errors show once touched (or after a submit or a server answer). */
export function InputField({ name, label, helperText, required, sanitize, ...input }: InputFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        {...field}
        {...input}
        value={field.value ?? ''}
        onChange={sanitize ? (event) => void helpers.setValue(sanitize(event.target.value)) : field.onChange}
      />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A Formik-bound native select (best keyboard and screen-reader support); empty until chosen. */
export function SelectField({
  name,
  label,
  choices,
  placeholder,
  required,
  onChange,
}: {
  name: string;
  label: string;
  choices: readonly SelectChoice[];
  placeholder: string;
  required?: boolean;
  /** Runs after the value is set: dependent fields reset here. */
  onChange?: (value: string) => void;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = event.currentTarget.value;
            void helpers.setValue(value);
            onChange?.(value);
          }}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root
      name={name}
      checked={field.value}
      onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
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

/** SPEC 5: quantity is digits only; anything else typed is dropped at once. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** A Formik-bound on/off switch; the whole row is its label. */
export function SwitchField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Switch.Root
      name={name}
      disabled={disabled}
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
