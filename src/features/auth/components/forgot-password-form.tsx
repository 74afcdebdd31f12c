import { Alert, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useForgotPassword } from '../api/forgot-password';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../schemas/auth-schemas';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const forgot = useForgotPassword();
  const schema = useMemo(() => forgotPasswordSchema(t), [t]);
  const [sent, setSent] = useState<string>();

  const backToLogin = (
    <ChakraLink asChild color="orange.700" alignSelf="center">
      <Link to="/$lang/login" params={{ lang }}>
        {t('back_to_login')}
      </Link>
    </ChakraLink>
  );

  if (sent !== undefined) {
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{sent || t('forgot.sent')}</Alert.Title>
        </Alert.Root>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <Formik<ForgotPasswordValues>
      initialValues={{ username: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const response = await forgot.mutateAsync({ username: values.username.trim(), lang });
          setSent(response?.message ?? '');
        } catch (error) {
          showFormErrors(error, helpers, ['username']);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate>
          <Stack gap="4">
            <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            <FormField
              name="username"
              label={t('fields.username')}
              autoComplete="username"
              helperText={t('forgot.help')}
            />
            <Button type="submit" colorPalette="orange" loading={isSubmitting} width="full">
              {t('submit')}
            </Button>
            {backToLogin}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
