import { Field, type FieldRootProps, NativeSelect } from '@chakra-ui/react';

/** A list's filter as a select: "any" (empty) first, then the choices; applies on change. */
export function FilterChoice({
  label,
  anyLabel,
  value,
  options,
  onChange,
  width = 'auto',
  minWidth = '36',
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  width?: FieldRootProps['width'];
  minWidth?: FieldRootProps['minWidth'];
}) {
  return (
    <Field.Root width={width} minWidth={minWidth}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
