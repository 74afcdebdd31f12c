import { Button, Fieldset, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldArray, useField } from 'formik';
import { FormField } from '@/components/form-field';
import { PRODUCT_MAX_REQUIRED_FIELDS } from '@/domain/catalogue-admin-rules';
import type { AdminRequiredField } from '@/domain/contracts/catalogue-admin';
import { useTranslation } from '@/lib/i18n-react';

/** The fields a customer fills for this product at checkout (a size, an engraving), in both languages. */
export function RequiredFieldsEditor() {
  const { t } = useTranslation('catalogue-admin');
  const [field, meta] = useField<AdminRequiredField[]>('required_fields');
  const serverError = typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Fieldset.Root invalid={Boolean(serverError)}>
      <Fieldset.Legend>{t('form.required_fields')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('form.required_fields_hint')}</Fieldset.HelperText>
      <FieldArray name="required_fields">
        {(list) => (
          <Stack gap="3" marginBlockStart="2">
            {field.value.map((_, index) => (
              <Stack
                // The list has no ids: a row is its place, and removing one redraws those after it.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                gap="2"
                padding="3"
                borderWidth="1px"
                borderRadius="md"
              >
                <HStack justify="space-between">
                  <Text fontWeight="medium" textStyle="sm">
                    {t('form.field_number', { number: index + 1 })}
                  </Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('form.field_remove', { number: index + 1 })}
                    onClick={() => list.remove(index)}
                  >
                    ✕
                  </IconButton>
                </HStack>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
                  <FormField
                    name={`required_fields.${index}.name`}
                    label={t('form.field_name')}
                    helperText={t('form.field_name_hint')}
                    autoComplete="off"
                    dir="ltr"
                  />
                  <FormField
                    name={`required_fields.${index}.label_en`}
                    label={t('form.label_en')}
                    autoComplete="off"
                  />
                  <FormField
                    name={`required_fields.${index}.label_ar`}
                    label={t('form.label_ar')}
                    autoComplete="off"
                  />
                </SimpleGrid>
              </Stack>
            ))}
            {field.value.length < PRODUCT_MAX_REQUIRED_FIELDS && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => list.push({ name: '', label_en: '', label_ar: '' })}
              >
                {t('form.field_add')}
              </Button>
            )}
          </Stack>
        )}
      </FieldArray>
      {serverError && <Fieldset.ErrorText aria-live="polite">{serverError}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
