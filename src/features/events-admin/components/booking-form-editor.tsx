import { Button, Fieldset, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Form, Formik, type FormikHelpers, useField } from 'formik';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/formik-fields';
import type { AdminEvent, CustomField, EventFormConfig } from '@/domain/contracts/events-admin';
import { CUSTOM_FIELD_TYPES, customFieldProblems, MAX_CUSTOM_FIELDS } from '@/domain/event-admin-rules';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import type { TFunction } from '@/lib/i18n-runtime';
import { errorText, notifySuccess } from '@/lib/toaster';
import { useSaveEventForm } from '../api/events';

const NEW_FIELD: CustomField = { name: '', label_en: '', label_ar: '', type: 'text', required: false };

/** Each custom field's first problem under its name input, as the server words it. */
function validateForm(t: TFunction, values: EventFormConfig) {
  const { list, fields } = customFieldProblems(values.custom);
  const custom = values.custom.map((_, index) => {
    const problem = fields[index]?.[0];
    return problem ? { name: t(`problems.field_${problem.code}`) } : undefined;
  });
  const errors: Record<string, unknown> = {};
  if (custom.some(Boolean)) errors.custom = custom;
  if (list.length > 0) errors.custom_list = t('problems.too_many_fields', { max: MAX_CUSTOM_FIELDS });
  return errors;
}

function CustomFieldsEditor() {
  const { t } = useTranslation('events-admin');
  const [field] = useField<CustomField[]>('custom');
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('booking_form.custom')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('booking_form.custom_hint')}</Fieldset.HelperText>
      <FieldArray name="custom">
        {(list) => (
          <Stack gap="3" marginBlockStart="2">
            {field.value.map((_, index) => (
              // Fields have no ids: a row is its place, and removing one redraws those after it.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Stack key={index} gap="2" padding="3" borderWidth="1px" borderRadius="md">
                <HStack justify="space-between">
                  <Text fontWeight="medium" textStyle="sm">
                    {t('booking_form.field_number', { number: index + 1 })}
                  </Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('booking_form.field_remove', { number: index + 1 })}
                    onClick={() => list.remove(index)}
                  >
                    ✕
                  </IconButton>
                </HStack>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                  <FormField
                    name={`custom.${index}.name`}
                    label={t('booking_form.name')}
                    helperText={t('booking_form.name_hint')}
                    autoComplete="off"
                    dir="ltr"
                  />
                  <FormField
                    name={`custom.${index}.type`}
                    label={t('booking_form.type')}
                    choices={CUSTOM_FIELD_TYPES.map((type) => ({
                      value: type,
                      display_name: t(`booking_form.type_${type}`),
                    }))}
                  />
                  <FormField
                    name={`custom.${index}.label_en`}
                    label={t('booking_form.label_en')}
                    dir="ltr"
                    autoComplete="off"
                  />
                  <FormField
                    name={`custom.${index}.label_ar`}
                    label={t('booking_form.label_ar')}
                    dir="rtl"
                    autoComplete="off"
                  />
                </SimpleGrid>
                <SwitchField name={`custom.${index}.required`} label={t('booking_form.required')} />
              </Stack>
            ))}
            {field.value.length < MAX_CUSTOM_FIELDS && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => list.push({ ...NEW_FIELD })}
              >
                {t('booking_form.field_add')}
              </Button>
            )}
          </Stack>
        )}
      </FieldArray>
    </Fieldset.Root>
  );
}

/** The booking form: phone and attachment on or off (and required), and the event's own fields. */
export function BookingFormEditor({ event, readOnly }: { event: AdminEvent; readOnly: boolean }) {
  const { t } = useTranslation('events-admin');
  const save = useSaveEventForm(event.id);
  const onSubmit = async (values: EventFormConfig, helpers: FormikHelpers<EventFormConfig>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(values);
      helpers.resetForm({ values: saved.form_config });
      notifySuccess(t('booking_form.saved'));
    } catch (error) {
      // Per-field answers come as `custom.N`: shown together in the form's alert.
      if (error instanceof ApiError) {
        const lines = Object.values(error.body).flatMap((value) => (Array.isArray(value) ? value : []));
        if (lines.length > 0) {
          helpers.setStatus({ alert: lines.join(' ') });
          return;
        }
      }
      helpers.setStatus({ alert: errorText(error) });
    }
  };
  return (
    <Formik<EventFormConfig>
      initialValues={event.form_config}
      validate={(values) => validateForm(t, values)}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ isSubmitting, status, values, dirty, errors }) => (
        <Form noValidate aria-label={t('tabs.form')}>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="5">
              <Text color="fg.muted">{t('booking_form.intro')}</Text>
              <Fieldset.Root>
                <Fieldset.Legend>{t('booking_form.built_in')}</Fieldset.Legend>
                <Stack gap="3" marginBlockStart="2">
                  <SwitchField name="phone.enabled" label={t('booking_form.phone')} />
                  {values.phone.enabled && (
                    <SwitchField name="phone.required" label={t('booking_form.phone_required')} />
                  )}
                  <SwitchField name="attachment.enabled" label={t('booking_form.attachment')} />
                  {values.attachment.enabled && (
                    <SwitchField name="attachment.required" label={t('booking_form.attachment_required')} />
                  )}
                </Stack>
              </Fieldset.Root>
              <CustomFieldsEditor />
              <FormAlert
                message={
                  (status as { alert?: string } | undefined)?.alert ??
                  (errors as Record<string, string | undefined>).custom_list
                }
              />
              {!readOnly && (
                <Button
                  type="submit"
                  colorPalette="orange"
                  alignSelf="flex-start"
                  loading={isSubmitting}
                  disabled={!dirty}
                >
                  {t('form.save')}
                </Button>
              )}
            </Stack>
          </fieldset>
        </Form>
      )}
    </Formik>
  );
}
