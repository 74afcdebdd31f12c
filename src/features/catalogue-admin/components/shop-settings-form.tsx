import { Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormField } from '@/components/form-field';
import { digitsOnly, InputField } from '@/components/formik-fields';
import { MIN_HOLD_MINUTES } from '@/domain/catalogue-admin-rules';
import type { ShopSettings } from '@/domain/contracts/catalogue-admin';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveShopSettings } from '../api/shop-settings';
import {
  SETTINGS_SERVER_FIELDS,
  type ShopSettingsValues,
  shopSettingsPatch,
  shopSettingsSchema,
  shopSettingsValues,
} from '../schemas/shop-settings-schema';

/** The shop's titles, terms and stock hold; without change_product it is read, not saved. */
export function ShopSettingsForm({ settings, canChange }: { settings: ShopSettings; canChange: boolean }) {
  const { t } = useTranslation('catalogue-admin');
  const save = useSaveShopSettings();
  const schema = useMemo(() => shopSettingsSchema(t), [t]);

  const onSubmit = async (values: ShopSettingsValues, helpers: FormikHelpers<ShopSettingsValues>) => {
    try {
      const saved = await save.mutateAsync(shopSettingsPatch(values));
      helpers.resetForm({ values: shopSettingsValues(saved) });
      notifySuccess(t('settings.form.saved'));
    } catch (error) {
      showFormErrors(error, helpers, SETTINGS_SERVER_FIELDS, 'toast');
    }
  };

  return (
    <Formik<ShopSettingsValues>
      initialValues={shopSettingsValues(settings)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate>
          {/* A disabled fieldset keeps every field readable and announced, and none editable. */}
          <chakra.fieldset disabled={!canChange} minWidth="0">
            <Stack gap="5" maxWidth="3xl">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="title_en" label={t('settings.form.title_en')} autoComplete="off" dir="ltr" />
                <FormField name="title_ar" label={t('settings.form.title_ar')} autoComplete="off" dir="rtl" />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="terms_en" label={t('settings.form.terms_en')} multiline dir="ltr" />
                <FormField name="terms_ar" label={t('settings.form.terms_ar')} multiline dir="rtl" />
              </SimpleGrid>
              <InputField
                name="hold_minutes"
                inputMode="numeric"
                label={t('settings.form.hold_minutes')}
                helperText={t('settings.form.hold_hint', { min: MIN_HOLD_MINUTES })}
                autoComplete="off"
                dir="ltr"
                sanitize={digitsOnly}
              />
              <Text textStyle="sm" color="fg.muted">
                {t('settings.currency', { currency: settings.currency_code, count: settings.decimal_places })}
              </Text>
              {canChange && (
                <Stack direction="row">
                  <Button type="submit" colorPalette="orange" loading={isSubmitting} disabled={!dirty}>
                    {t('form.save')}
                  </Button>
                </Stack>
              )}
            </Stack>
          </chakra.fieldset>
        </Form>
      )}
    </Formik>
  );
}
