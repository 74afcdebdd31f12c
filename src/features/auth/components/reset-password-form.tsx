import { Alert, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { PasswordRulesList } from '@/components/password-rules-list';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useResetPassword } from '../api/reset-password';
import { type ResetPasswordValues, resetPasswordSchema } from '../schemas/auth-schemas';

const FIELDS = ['username', 'new_password', 'password_confirmation'] as const;

/**
 * The page the emailed reset or invitation link opens: `username` and `token` come from its
 * query string; an invitee (`invited`) chooses their first password.
 */
export function ResetPasswordForm({
  username,
  token,
  invited = false,
}: {
  username: string;
  token: string;
  invited?: boolean;
}) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const reset = useResetPassword();
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const [done, setDone] = useState<string>();

  const toLogin = (
    <ChakraLink asChild color="orange.700" alignSelf="center">
      <Link to="/$lang/login" params={{ lang }}>
        {t('back_to_login')}
      </Link>
    </ChakraLink>
  );

  if (done !== undefined) {
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{invited ? t('reset.invite_done') : done || t('reset.done')}</Alert.Title>
        </Alert.Root>
        {toLogin}
      </Stack>
    );
  }

  return (
    <Formik<ResetPasswordValues>
      initialValues={{ username, new_password: '', password_confirmation: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const response = await reset.mutateAsync({ ...values, username: values.username.trim(), token });
          setDone(response?.message ?? '');
        } catch (error) {
          showFormErrors(error, helpers, FIELDS);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate>
          <Stack gap="4">
            <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            {!token && <FormAlert message={t('reset.missing_token')} />}
            <FormField name="username" label={t('fields.username')} autoComplete="username" />
            <PasswordRulesList id="password-rules" />
            <FormField
              name="new_password"
              label={t('fields.new_password')}
              type="password"
              autoComplete="new-password"
            />
            <FormField
              name="password_confirmation"
              label={t('fields.password_confirmation')}
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" colorPalette="orange" loading={isSubmitting} width="full">
              {t('submit')}
            </Button>
            {toLogin}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
