import { Button, Fieldset, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers, useField } from 'formik';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { CheckboxControl, InputField, SwitchField } from '@/components/formik-fields';
import { ImageField } from '@/components/image-field';
import type { AdminEvent } from '@/domain/contracts/events-admin';
import { MESSAGE_KIND_SPECS } from '@/domain/message-kinds';
import { SUPPORTED_CURRENCIES } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveEvent } from '../api/events';
import {
  EVENT_FORM_FIELDS,
  type EventFormValues,
  eventFormValues,
  eventPatch,
  validateEvent,
} from '../lib/event-form-values';

function EventImageField({ name }: { name: 'image_url' | 'image_url_ar' }) {
  const { t } = useTranslation('events-admin');
  const [field, meta, helpers] = useField<string | null>(name);
  return (
    <ImageField
      label={t(name === 'image_url' ? 'form.image_en' : 'form.image_ar')}
      hint={name === 'image_url_ar' ? t('form.image_ar_hint') : undefined}
      kind="event"
      value={field.value}
      onChange={(url) => void helpers.setValue(url)}
      error={meta.error}
    />
  );
}

function GatewayChoices({ choices }: { choices: readonly string[] }) {
  const { t } = useTranslation('events-admin');
  const [field, meta, helpers] = useField<string[]>('pg_codes');
  return (
    <Fieldset.Root invalid={Boolean(meta.error)}>
      <Fieldset.Legend>{t('form.gateways')}</Fieldset.Legend>
      {choices.length === 0 ? (
        <Fieldset.HelperText>{t('form.no_gateways')}</Fieldset.HelperText>
      ) : (
        <HStack gap="4" wrap="wrap">
          {choices.map((code) => (
            <CheckboxControl
              key={code}
              label={code}
              checked={field.value.includes(code)}
              onChange={(checked) =>
                void helpers.setValue(
                  checked ? [...field.value, code] : field.value.filter((c) => c !== code),
                )
              }
            />
          ))}
        </HStack>
      )}
      {meta.error && <Fieldset.ErrorText aria-live="polite">{meta.error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="4" paddingBlock="4" borderBlockEndWidth="1px">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The event's texts, image, location, sale window, terms and confirmation email; publishing is a switch. */
export function EventDetailsForm({ event, readOnly }: { event: AdminEvent; readOnly: boolean }) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const save = useSaveEvent(event.id);
  const variables = MESSAGE_KIND_SPECS.booking_confirmation.variables.map((name) => `{{${name}}}`).join(' ');
  const onSubmit = async (values: EventFormValues, helpers: FormikHelpers<EventFormValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(eventPatch(values));
      helpers.resetForm({ values: eventFormValues(saved) });
      notifySuccess(t('form.saved', { name: lang === 'ar' ? saved.title_ar : saved.title_en }));
    } catch (error) {
      showFormErrors(error, helpers, EVENT_FORM_FIELDS, 'alert-all');
    }
  };
  return (
    <Formik<EventFormValues>
      initialValues={eventFormValues(event)}
      validate={(values) => validateEvent(t, values)}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ isSubmitting, status, dirty }) => (
        <Form noValidate aria-label={t('tabs.details')}>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="2">
              <Section title={t('form.section_publish')}>
                <SwitchField name="is_active" label={t('form.is_active')} />
                <Text textStyle="sm" color="fg.muted">
                  {t('form.is_active_hint')}
                </Text>
              </Section>
              <Section title={t('form.section_texts')}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField name="title_en" label={t('form.title_en')} dir="ltr" autoComplete="off" />
                  <FormField name="title_ar" label={t('form.title_ar')} dir="rtl" autoComplete="off" />
                  <FormField name="description_en" label={t('form.description_en')} dir="ltr" multiline />
                  <FormField name="description_ar" label={t('form.description_ar')} dir="rtl" multiline />
                  <FormField name="venue_en" label={t('form.venue_en')} dir="ltr" autoComplete="off" />
                  <FormField name="venue_ar" label={t('form.venue_ar')} dir="rtl" autoComplete="off" />
                </SimpleGrid>
                <FormField name="slug" label={t('form.slug')} helperText={t('form.slug_hint')} dir="ltr" />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <EventImageField name="image_url" />
                  <EventImageField name="image_url_ar" />
                </SimpleGrid>
              </Section>
              <Section title={t('form.section_money')}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="center">
                  <FormField
                    name="currency"
                    label={t('form.currency')}
                    helperText={event.booked ? t('form.currency_locked') : undefined}
                    choices={SUPPORTED_CURRENCIES.map((code) => ({ value: code, display_name: code }))}
                    readOnly={event.booked}
                  />
                  <SwitchField name="is_free" label={t('form.is_free')} />
                </SimpleGrid>
                <GatewayChoices choices={event.gateway_choices} />
              </Section>
              <Section title={t('form.section_sale')}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <InputField
                    name="sale_starts_at"
                    type="datetime-local"
                    label={t('form.sale_starts_at')}
                    helperText={t('form.sale_starts_hint')}
                  />
                  <InputField
                    name="sale_ends_at"
                    type="datetime-local"
                    label={t('form.sale_ends_at')}
                    helperText={t('form.sale_ends_hint')}
                  />
                </SimpleGrid>
              </Section>
              <Section title={t('form.section_location')}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <InputField
                    name="lat"
                    inputMode="decimal"
                    dir="ltr"
                    label={t('form.lat')}
                    helperText={t('form.lat_hint')}
                  />
                  <InputField
                    name="lng"
                    inputMode="decimal"
                    dir="ltr"
                    label={t('form.lng')}
                    helperText={t('form.lng_hint')}
                  />
                </SimpleGrid>
              </Section>
              <Section title={t('form.section_terms')}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField name="terms_en" label={t('form.terms_en')} dir="ltr" multiline />
                  <FormField name="terms_ar" label={t('form.terms_ar')} dir="rtl" multiline />
                </SimpleGrid>
              </Section>
              <Section title={t('form.section_confirmation')}>
                <Text textStyle="sm" color="fg.muted">
                  {t('form.confirmation_hint')} <span dir="ltr">{variables}</span>
                </Text>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField
                    name="confirmation_subject_en"
                    label={t('form.confirmation_subject_en')}
                    dir="ltr"
                  />
                  <FormField
                    name="confirmation_subject_ar"
                    label={t('form.confirmation_subject_ar')}
                    dir="rtl"
                  />
                  <FormField
                    name="confirmation_body_en"
                    label={t('form.confirmation_body_en')}
                    dir="ltr"
                    multiline
                  />
                  <FormField
                    name="confirmation_body_ar"
                    label={t('form.confirmation_body_ar')}
                    dir="rtl"
                    multiline
                  />
                </SimpleGrid>
              </Section>
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
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
