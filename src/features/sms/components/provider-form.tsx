import { Button, Card, Heading, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import {
  SMS_CONTENT_TYPES,
  SMS_METHODS,
  SMS_MODES,
  SMS_SUCCESS_RULES,
  type SmsMode,
} from '@/domain/sms-provider';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { smsProviderQuery, useSaveSmsProvider } from '../api/sms-provider';
import {
  formValuesOf,
  SMS_FIELDS,
  type SmsFormValues,
  smsProviderSchema,
  smsRequest,
} from '../schemas/sms-provider-schema';
import { HeadersField } from './headers-field';

function ModeChoice() {
  const { t } = useTranslation('sms');
  const { values, setFieldValue } = useFormikContext<SmsFormValues>();
  return (
    <RadioGroup.Root
      colorPalette="orange"
      value={values.mode}
      onValueChange={(details) => void setFieldValue('mode', details.value as SmsMode)}
    >
      <RadioGroup.Label marginBlockEnd="2">{t('fields.mode')}</RadioGroup.Label>
      <Stack gap="3">
        {SMS_MODES.map((mode) => (
          <RadioGroup.Item key={mode} value={mode} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <Stack gap="0">
              <RadioGroup.ItemText fontWeight="medium">{t(`modes.${mode}`)}</RadioGroup.ItemText>
              <Text fontSize="sm" color="fg.muted">
                {t(`modes.${mode}_hint`)}
              </Text>
            </Stack>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** The hint shows the placeholders themselves, not values put in their place. */
const PLACEHOLDERS = { to: '{{to}}', text: '{{text}}', sender: '{{sender}}' };

function HttpFields() {
  const { t } = useTranslation('sms');
  const { values } = useFormikContext<SmsFormValues>();
  const choices = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, display_name: t(`${prefix}.${value}`) }));
  return (
    <Stack gap="4">
      <FormField
        name="url"
        label={t('fields.url')}
        helperText={t('fields.url_hint')}
        autoComplete="off"
        dir="ltr"
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="method" label={t('fields.method')} choices={choices(SMS_METHODS, 'methods')} />
        <FormField
          name="content_type"
          label={t('fields.content_type')}
          choices={choices(SMS_CONTENT_TYPES, 'content_types')}
        />
      </SimpleGrid>
      <HeadersField />
      <FormField
        name="body_template"
        dir="ltr"
        label={t('fields.body_template')}
        helperText={t(
          values.method === 'GET' ? 'fields.body_template_get_hint' : 'fields.body_template_hint',
          {
            ...PLACEHOLDERS,
            interpolation: { escapeValue: false },
          },
        )}
        multiline
      />
      <FormField
        name="success_rule"
        label={t('fields.success_rule')}
        choices={choices(SMS_SUCCESS_RULES, 'success_rules')}
      />
      {values.success_rule !== 'status' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {values.success_rule === 'json_field' && (
            <FormField
              name="success_path"
              dir="ltr"
              label={t('fields.success_path')}
              placeholder="status"
              autoComplete="off"
            />
          )}
          <FormField
            name="success_text"
            dir="ltr"
            label={t(values.success_rule === 'json_field' ? 'fields.success_value' : 'fields.success_text')}
            autoComplete="off"
          />
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          name="id_path"
          dir="ltr"
          label={t('fields.id_path')}
          helperText={t('fields.id_path_hint')}
          placeholder="message_id"
          autoComplete="off"
        />
        <FormField
          name="sender"
          dir="ltr"
          label={t('fields.sender')}
          helperText={t('fields.sender_hint')}
          autoComplete="off"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The owner's SMS provider: kept in the Outbox, or a generic HTTP provider. */
export function ProviderForm() {
  const { t } = useTranslation('sms');
  const { data: settings } = useSuspenseQuery(smsProviderQuery());
  const save = useSaveSmsProvider();
  const schema = useMemo(() => smsProviderSchema(t), [t]);
  const initialValues = useMemo(() => formValuesOf(settings), [settings]);

  const onSubmit = async (values: SmsFormValues, helpers: FormikHelpers<SmsFormValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(smsRequest(values));
      helpers.resetForm({ values: formValuesOf(saved) });
      notifySuccess(t('saved'));
    } catch (error) {
      showFormErrors(error, helpers, SMS_FIELDS, 'alert');
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Formik<SmsFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
          {({ values, isSubmitting, dirty, status }) => (
            <Stack asChild gap="5">
              <Form noValidate aria-labelledby="sms-provider-heading">
                <Heading as="h2" size="md" id="sms-provider-heading">
                  {t('provider.heading')}
                </Heading>
                <ModeChoice />
                {values.mode === 'http' && <HttpFields />}
                <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
                <HStack justify="flex-end">
                  <Button type="submit" colorPalette="orange" loading={isSubmitting} disabled={!dirty}>
                    {t('save')}
                  </Button>
                </HStack>
              </Form>
            </Stack>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
