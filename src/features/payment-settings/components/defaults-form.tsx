import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/formik-fields';
import type { MerchantSettings } from '@/domain/contracts/merchant';
import { PHONE_COUNTRIES } from '@/domain/phone-countries';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useUpdatePaymentSettings } from '../api/payment-settings';
import {
  DEFAULTS_FIELDS,
  type DefaultsValues,
  defaultsPatch,
  defaultsSchema,
  defaultsValues,
} from '../schemas/payment-settings-schema';
import { AreasFields } from './areas-fields';
import { LanguageTextField } from './language-text-field';
import { SettingsSection } from './settings-section';

function PairOfTexts({ name, rows }: { name: string; rows?: number }) {
  const { t } = useTranslation('payment-settings');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <LanguageTextField name={`${name}_en`} lang="en" rows={rows} label={t(`${name}.en`)} />
      <LanguageTextField name={`${name}_ar`} lang="ar" rows={rows} label={t(`${name}.ar`)} />
    </SimpleGrid>
  );
}

/** What new payment requests start from, and the pay page's area list: one save for all three parts. */
export function DefaultsForm({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation('payment-settings');
  const lang = useLang();
  const update = useUpdatePaymentSettings();
  const schema = useMemo(() => defaultsSchema(t), [t]);
  const countries = useMemo(
    () =>
      PHONE_COUNTRIES.map((country) => ({
        value: country.code,
        display_name: lang === 'ar' ? country.name_ar : country.name_en,
      })),
    [lang],
  );

  const onSubmit = async (values: DefaultsValues, helpers: FormikHelpers<DefaultsValues>) => {
    try {
      const saved = await update.mutateAsync(defaultsPatch(values));
      helpers.resetForm({ values: defaultsValues(saved) });
      notifySuccess(t('saved'));
    } catch (error) {
      showFormErrors(error, helpers, DEFAULTS_FIELDS, 'toast');
    }
  };

  return (
    <Formik<DefaultsValues>
      initialValues={defaultsValues(settings)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate>
          <Stack gap="4">
            <SettingsSection id="terms-heading" title={t('terms.title')} description={t('terms.description')}>
              <PairOfTexts name="terms" rows={5} />
              <PairOfTexts name="disclaimer" />
            </SettingsSection>
            <SettingsSection
              id="checkout-heading"
              title={t('checkout.title')}
              description={t('checkout.description')}
            >
              <FormField name="default_country" label={t('checkout.country')} choices={countries} />
              <SwitchField name="capture_delivery_address" label={t('checkout.capture_address')} />
              <SwitchField name="capture_delivery_location" label={t('checkout.capture_location')} />
              <PairOfTexts name="first_popup" />
              <PairOfTexts name="second_popup" />
            </SettingsSection>
            <SettingsSection id="areas-heading" title={t('areas.title')} description={t('areas.description')}>
              <AreasFields />
            </SettingsSection>
            <Stack direction="row">
              <Button type="submit" colorPalette="orange" loading={isSubmitting} disabled={!dirty}>
                {t('save')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
