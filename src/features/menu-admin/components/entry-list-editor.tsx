import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { MENU_LIST_MAX } from '@/domain/menu-rules';
import { useTranslation } from '@/lib/i18n-react';
import { type EntryValues, emptyEntry } from '../schemas/dish-schema';

/** One text box of a row, labelled for screen readers with the row's number. */
function RowInput({
  name,
  label,
  row,
  dir,
}: {
  name: string;
  label: string;
  row: string;
  dir: 'ltr' | 'rtl';
}) {
  const { getFieldProps, errors, submitCount } = useFormikContext();
  const error = submitCount > 0 ? (getIn(errors, name) as string | undefined) : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        size="sm"
        autoComplete="off"
        dir={dir}
        aria-label={`${row}: ${label}`}
        {...getFieldProps(name)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Rows of named, priced entries (a dish's sizes and add-ons, a group's choices), added and
 * removed in place; a removed entry's id is gone, and a new one gets a new id from the server.
 */
export function EntryListEditor({
  name,
  noun,
  withDiscount = false,
}: {
  /** The Formik path of the list. */
  name: string;
  /** What one entry is called: "size", "choice", "add_on" (menu-admin.json `entries.*`). */
  noun: 'size' | 'choice' | 'add_on';
  withDiscount?: boolean;
}) {
  const { t } = useTranslation('menu-admin');
  const { values, errors, submitCount } = useFormikContext();
  const entries = (getIn(values, name) as EntryValues[]) ?? [];
  // The form's own list problem, or the server's answer for the whole list.
  const listError = getIn(errors, `${name}_list`) ?? getIn(errors, name);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Stack gap="3">
          {entries.map((entry, index) => {
            const row = t(`entries.${noun}_n`, { n: index + 1 });
            return (
              <Stack
                key={entry.id ?? `new-${index}`}
                as="fieldset"
                aria-label={row}
                gap="2"
                padding="3"
                borderWidth="1px"
                borderRadius="md"
              >
                <HStack justify="space-between">
                  <Text fontWeight="medium" textStyle="sm">
                    {row}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('entries.remove', { row })}
                    onClick={() => helpers.remove(index)}
                  >
                    {t('actions.remove')}
                  </Button>
                </HStack>
                <SimpleGrid columns={{ base: 1, md: withDiscount ? 4 : 3 }} gap="2">
                  <RowInput name={`${name}.${index}.name_en`} label={t('form.name_en')} row={row} dir="ltr" />
                  <RowInput name={`${name}.${index}.name_ar`} label={t('form.name_ar')} row={row} dir="rtl" />
                  <RowInput name={`${name}.${index}.price`} label={t('form.price')} row={row} dir="ltr" />
                  {withDiscount && (
                    <RowInput
                      name={`${name}.${index}.discounted_price`}
                      label={t('form.discounted_price')}
                      row={row}
                      dir="ltr"
                    />
                  )}
                </SimpleGrid>
              </Stack>
            );
          })}
          {typeof listError === 'string' && submitCount > 0 && (
            <Text color="fg.error" textStyle="sm" role="alert">
              {listError}
            </Text>
          )}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={entries.length >= MENU_LIST_MAX}
            onClick={() => helpers.push(emptyEntry())}
          >
            {t(`entries.add_${noun}`)}
          </Button>
        </Stack>
      )}
    </FieldArray>
  );
}
