import { Button, Card, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormField } from '@/components/form-field';
import { useLang } from '@/hooks/use-lang';
import { successMessage } from '@/lib/error-message';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';
import { notifySuccess } from '@/lib/toaster';
import { helpOptionsQuery, useSendHelp } from '../api/help';
import { type HelpValues, helpSchema } from '../schemas/help-schema';

const FIELDS = ['email', 'subject', 'email_message'] as const;

export function HelpForm() {
  const { t } = useTranslation('help');
  const lang = useLang();
  const { data: options } = useSuspenseQuery(helpOptionsQuery(lang));
  const { data: user } = useSuspenseQuery(userDetailsQuery());
  const send = useSendHelp();
  const schema = useMemo(() => helpSchema(t), [t]);

  return (
    <Card.Root maxWidth="2xl">
      <Card.Body>
        <Formik<HelpValues>
          initialValues={{ email: user.email, subject: '', email_message: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            try {
              const response = await send.mutateAsync({ ...values, email: values.email.trim() });
              notifySuccess(
                successMessage(response, 201, { applied: t('common:applied'), created: t('common:created') }),
              );
              helpers.resetForm({ values: { email: values.email, subject: '', email_message: '' } });
            } catch (error) {
              showFormErrors(error, helpers, FIELDS, 'toast');
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="email" label={t('email')} type="email" autoComplete="email" />
                <FormField
                  name="subject"
                  label={t('subject')}
                  choices={options.subject_choices}
                  placeholder={t('subject_placeholder')}
                />
                <FormField name="email_message" label={t('message')} multiline />
                <Button type="submit" colorPalette="orange" loading={isSubmitting} alignSelf="flex-start">
                  {t('common:submit')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
