import { Badge, Box, Button, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { SMS_LIMITS } from '@/domain/sms-provider';
import { useTranslation } from '@/lib/i18n-react';
import type { HeaderRow, SmsFormValues } from '../schemas/sms-provider-schema';

/**
 * The provider's request headers. Values are secrets the server never sends back: a stored
 * header shows "Set" and can be replaced (a new value typed) or removed; its value is never shown.
 */
export function HeadersField() {
  const { t } = useTranslation('sms');
  const { values, errors, touched, handleChange, handleBlur, setFieldValue } =
    useFormikContext<SmsFormValues>();
  // The server names the header in one message for the whole list; Yup's are per row.
  const listError = typeof errors.headers === 'string' ? errors.headers : undefined;
  const rowError = (index: number, field: keyof HeaderRow) =>
    getIn(touched, `headers.${index}.${field}`)
      ? (getIn(errors, `headers.${index}.${field}`) as string)
      : undefined;

  return (
    <FieldArray name="headers">
      {(list) => (
        <Fieldset.Root invalid={Boolean(listError)}>
          <Fieldset.Legend>{t('fields.headers')}</Fieldset.Legend>
          <Fieldset.HelperText fontSize="sm" color="fg.muted">
            {t('fields.headers_hint')}
          </Fieldset.HelperText>
          <Stack gap="3" marginBlockStart="2">
            {values.headers.map((row, index) => (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; a removal re-keys the rest, which only re-renders them
                key={index}
                borderWidth="1px"
                borderRadius="md"
                padding="3"
                data-header-row={row.name}
              >
                <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
                  <Field.Root invalid={Boolean(rowError(index, 'name'))} flex="1">
                    <Field.Label>{t('fields.header_name')}</Field.Label>
                    <Input
                      name={`headers.${index}.name`}
                      value={row.name}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      maxLength={SMS_LIMITS.headerName}
                      autoComplete="off"
                      dir="ltr"
                    />
                    <Field.ErrorText>{rowError(index, 'name')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(rowError(index, 'value'))} flex="2">
                    <Field.Label>{t('fields.header_value')}</Field.Label>
                    {row.stored && !row.replacing ? (
                      <HStack minHeight="10" gap="3">
                        <Badge colorPalette="green" variant="subtle">
                          {t('headers.set')}
                        </Badge>
                        <Text fontSize="sm" color="fg.muted">
                          {t('headers.hidden')}
                        </Text>
                      </HStack>
                    ) : (
                      <Input
                        name={`headers.${index}.value`}
                        value={row.value}
                        onChange={handleChange}
                        onBlur={handleBlur}
                        type="password"
                        autoComplete="off"
                        maxLength={SMS_LIMITS.headerValue}
                        dir="ltr"
                      />
                    )}
                    <Field.ErrorText>{rowError(index, 'value')}</Field.ErrorText>
                  </Field.Root>
                </Stack>
                <HStack gap="2" marginBlockStart="2" justify="flex-end">
                  {row.stored && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t(row.replacing ? 'headers.keep_named' : 'headers.replace_named', {
                        name: row.name,
                      })}
                      onClick={() => {
                        void setFieldValue(`headers.${index}`, {
                          ...row,
                          replacing: !row.replacing,
                          value: '',
                        });
                      }}
                    >
                      {row.replacing ? t('headers.keep') : t('headers.replace')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('headers.remove_named', { name: row.name || t('headers.new') })}
                    onClick={() => list.remove(index)}
                  >
                    {t('headers.remove')}
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
          <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>
          {values.headers.length < SMS_LIMITS.headers && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => list.push({ name: '', value: '', stored: false, replacing: false })}
            >
              {t('headers.add')}
            </Button>
          )}
        </Fieldset.Root>
      )}
    </FieldArray>
  );
}
