import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useField } from 'formik';
import { CheckboxControl } from '@/components/formik-fields';

/** A Formik array of chosen values as a group of checkboxes, with the group's error. */
export function CheckboxGroupField<V extends string>({
  name,
  legend,
  choices,
}: {
  name: string;
  legend: string;
  choices: readonly { value: V; label: string }[];
}) {
  const [field, meta, helpers] = useField<V[]>(name);
  const chosen = field.value ?? [];
  const error = meta.touched || meta.error ? meta.error : undefined;
  const toggle = (value: V, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  };
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" marginBlockStart="2">
        {choices.map((choice) => (
          <CheckboxControl
            key={choice.value}
            name={name}
            label={choice.label}
            checked={chosen.includes(choice.value)}
            onChange={(on) => toggle(choice.value, on)}
          />
        ))}
      </SimpleGrid>
      {typeof error === 'string' && <Fieldset.ErrorText aria-live="polite">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
