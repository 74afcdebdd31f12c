import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useId, useMemo } from 'react';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { paymentRestrictionQuery, useSavePaymentRestriction } from '../api/payment-restriction';
import {
  initialValues,
  type RestrictionValues,
  restrictionSchema,
  toSettings,
} from '../schemas/restriction-schema';
import { restrictionServerErrors } from '../schemas/server-errors';
import { AllowedGateways } from './allowed-gateways';
import { CurrencyBounds } from './currency-bounds';

/** SPEC 2.2 customer-payment/payment-restriction: bounds per currency and the allowed gateways. */
export function RestrictionForm() {
  const { t } = useTranslation('restriction');
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(paymentRestrictionQuery(lang));
  const save = useSavePaymentRestriction(lang);
  const currencies = settings.currencies.map((item) => item.currency);
  const schema = useMemo(
    () =>
      restrictionSchema(
        t,
        settings.currencies.map((item) => item.currency),
      ),
    [t, settings.currencies],
  );
  const amountsId = useId();

  return (
    <Formik<RestrictionValues>
      initialValues={initialValues(settings)}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          await save.mutateAsync(toSettings(values));
          notifySuccess(t('saved'));
        } catch (error) {
          const errors = error instanceof ApiError && restrictionServerErrors(error.body, currencies);
          if (errors) helpers.setErrors(errors);
          else notifyError(error);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('title')}>
          <Stack gap="5" maxWidth="2xl">
            <Text color="fg.muted">{t('intro')}</Text>
            <Card.Root as="section" aria-labelledby={amountsId}>
              <Card.Header>
                <Heading as="h2" size="md" id={amountsId}>
                  {t('amounts.title')}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t('amounts.help')}
                </Text>
              </Card.Header>
              <Card.Body>
                <Stack gap="5">
                  {settings.currencies.length === 0 && <Text>{t('amounts.no_currencies')}</Text>}
                  {settings.currencies.map((item) => (
                    <CurrencyBounds
                      key={item.currency}
                      currency={item.currency}
                      decimals={item.decimal_places}
                    />
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
            <Card.Root as="section">
              <Card.Body>
                <AllowedGateways gateways={settings.available_gateways} />
              </Card.Body>
            </Card.Root>
            <Button type="submit" colorPalette="orange" alignSelf="start" loading={isSubmitting}>
              {t('save')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
