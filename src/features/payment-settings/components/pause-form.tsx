import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SwitchField } from '@/components/formik-fields';
import type { MerchantSettings } from '@/domain/contracts/merchant';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useUpdatePaymentSettings } from '../api/payment-settings';
import { PAUSE_FIELDS, type PauseValues, pauseSchema, pauseValues } from '../schemas/payment-settings-schema';
import { LanguageTextField } from './language-text-field';
import { SettingsSection } from './settings-section';

/**
 * Pausing stops every customer payment at once, so a save that pauses asks first; resuming
 * and changing the message do not.
 */
export function PauseForm({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation('payment-settings');
  const update = useUpdatePaymentSettings();
  const schema = useMemo(() => pauseSchema(t), [t]);
  const [pending, setPending] = useState<{ values: PauseValues; helpers: FormikHelpers<PauseValues> } | null>(
    null,
  );

  const save = async (values: PauseValues, helpers: FormikHelpers<PauseValues>) => {
    try {
      const saved = await update.mutateAsync(values);
      helpers.resetForm({ values: pauseValues(saved) });
      const changedPause = saved.payments_paused !== settings.payments_paused;
      notifySuccess(t(changedPause ? (saved.payments_paused ? 'pause.paused' : 'pause.resumed') : 'saved'));
    } catch (error) {
      showFormErrors(error, helpers, PAUSE_FIELDS, 'toast');
    }
  };

  const onSubmit = async (values: PauseValues, helpers: FormikHelpers<PauseValues>) => {
    if (values.payments_paused && !settings.payments_paused) setPending({ values, helpers });
    else await save(values, helpers);
  };

  return (
    <SettingsSection id="pause-heading" title={t('pause.title')} description={t('pause.description')}>
      <Formik<PauseValues>
        initialValues={pauseValues(settings)}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate>
            <Stack gap="4">
              {settings.payments_paused && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t('pause.now_paused')}</Alert.Title>
                </Alert.Root>
              )}
              <SwitchField name="payments_paused" label={t('pause.switch')} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <LanguageTextField
                  name="pause_message_en"
                  lang="en"
                  label={t('pause.message_en')}
                  helperText={t('pause.message_hint')}
                />
                <LanguageTextField
                  name="pause_message_ar"
                  lang="ar"
                  label={t('pause.message_ar')}
                  helperText={t('pause.message_hint')}
                />
              </SimpleGrid>
              <Stack direction="row">
                <Button type="submit" colorPalette="orange" loading={isSubmitting} disabled={!dirty}>
                  {t('pause.save')}
                </Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
      <ConfirmDialog
        open={pending !== null}
        title={t('pause.confirm_title')}
        message={t('pause.confirm_message')}
        onConfirm={async () => {
          if (pending) await save(pending.values, pending.helpers);
        }}
        onClose={() => {
          pending?.helpers.setSubmitting(false);
          setPending(null);
        }}
      />
    </SettingsSection>
  );
}
