import { Button, Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { FormField } from '@/components/form-field';
import { CheckboxControl, InputField, SwitchField } from '@/components/formik-fields';
import { kuwaitDateTimeLocal } from '@/domain/business-time';
import type { CreatedTransaction, PaymentRequestFormOptions } from '@/domain/contracts/payment-requests';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { createIntentKeys } from '@/lib/intent-keys';
import { useCreatePaymentRequest } from '../api/payment-request';
import {
  initialValues,
  type PaymentRequestValues,
  paymentRequestSchema,
  SERVER_FIELDS,
  toCreateRequest,
} from '../schemas/payment-request-schema';
import { AttachmentField } from './attachment-field';
import { GatewaysField } from './gateways-field';
import { PhoneField } from './phone-field';

export interface CreatedRequest extends CreatedTransaction {
  has_email: boolean;
  has_phone: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** After a refused submit, focus lands on the first field to fix (keyboard and screen readers). */
function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return null;
}

function DefaultEmailToggle({ email }: { email: string }) {
  const { t } = useTranslation('payment-request');
  const { values, setFieldValue } = useFormikContext<PaymentRequestValues>();
  return (
    <CheckboxControl
      name="use_default_email"
      label={t('fields.use_default_email')}
      checked={values.use_default_email}
      onChange={(checked) => {
        void setFieldValue('use_default_email', checked);
        void setFieldValue('customer_email', checked ? email : '');
      }}
    />
  );
}

/** The create-payment-request form (SPEC 2.2 payment-request/create, SPEC 5 rules). */
export function PaymentRequestForm({
  options,
  onCreated,
}: {
  options: PaymentRequestFormOptions;
  onCreated: (created: CreatedRequest) => void;
}) {
  const { t } = useTranslation('payment-request');
  const lang = useLang();
  const create = useCreatePaymentRequest();
  // Per mounted form: a retry of the same request reuses its key; "Create another" mounts a new form.
  const keys = useRef(createIntentKeys());
  const schema = useMemo(() => paymentRequestSchema(t, options), [t, options]);
  const currencies = options.currencies.map((c) => ({ value: c.code, display_name: c.code }));
  const languages = [
    { value: 'en', display_name: t('languages.en') },
    { value: 'ar', display_name: t('languages.ar') },
  ];

  return (
    <Formik<PaymentRequestValues>
      initialValues={initialValues(options, lang)}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const body = toCreateRequest(values);
          const created = await create.mutateAsync({ body, key: keys.current.keyFor(body) });
          onCreated({
            ...created,
            has_email: Boolean(body.customer_email),
            has_phone: Boolean(body.customer_phone),
          });
        } catch (error) {
          // SPEC 5: field errors under their fields, anything else in a toast.
          showFormErrors(error, helpers, SERVER_FIELDS, 'toast');
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={t('title')}>
          <FocusFirstError />
          <Stack gap="5" maxWidth="3xl">
            <Section title={t('sections.amount')}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <InputField name="amount" label={t('fields.amount')} inputMode="decimal" dir="ltr" required />
                <FormField name="currency_code" label={t('fields.currency')} choices={currencies} />
              </SimpleGrid>
              <SwitchField name="editable_amount" label={t('fields.editable_amount')} />
            </Section>

            <Section title={t('sections.customer')}>
              <InputField
                name="customer_name"
                label={t('fields.customer_name')}
                autoComplete="off"
                required
              />
              <PhoneField preferred={options.preferred_countries} />
              <InputField
                name="customer_email"
                label={t('fields.customer_email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                dir="ltr"
                readOnly={values.use_default_email}
              />
              <DefaultEmailToggle email={options.default_email} />
              <FormField name="language" label={t('fields.language')} choices={languages} />
            </Section>

            <Section title={t('sections.details')}>
              <FormField name="description" label={t('fields.description')} multiline />
              <InputField
                name="expiration_time"
                label={t('fields.expiration_time')}
                type="datetime-local"
                helperText={t('expiration_help')}
                min={kuwaitDateTimeLocal(new Date())}
              />
              <GatewaysField gateways={options.gateways} />
              <AttachmentField />
            </Section>

            <Section title={t('sections.terms')}>
              <FormField name="disclaimer" label={t('fields.disclaimer')} multiline />
              <FormField name="terms_en" label={t('fields.terms_en')} multiline />
              <FormField name="terms_ar" label={t('fields.terms_ar')} multiline />
            </Section>

            <Section title={t('sections.multicheckout')}>
              <SwitchField name="capture_delivery_address" label={t('fields.capture_address')} />
              <SwitchField name="capture_delivery_location" label={t('fields.capture_location')} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="first_popup_en" label={t('fields.first_popup_en')} multiline />
                <FormField name="first_popup_ar" label={t('fields.first_popup_ar')} multiline />
                <FormField name="second_popup_en" label={t('fields.second_popup_en')} multiline />
                <FormField name="second_popup_ar" label={t('fields.second_popup_ar')} multiline />
              </SimpleGrid>
            </Section>

            <Button type="submit" colorPalette="orange" loading={isSubmitting} alignSelf="flex-start">
              {t('actions.create')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
