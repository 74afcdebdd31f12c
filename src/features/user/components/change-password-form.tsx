import { Button, Card, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormField } from '@/components/form-field';
import { PasswordRulesList } from '@/components/password-rules-list';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';
import { notifySuccess } from '@/lib/toaster';
import { useChangePassword } from '../api/change-password';
import { type ChangePasswordValues, changePasswordSchema } from '../schemas/change-password-schema';

const FIELDS = ['current_password', 'new_password', 'repeat_password'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation('user');
  const { data: user } = useSuspenseQuery(userDetailsQuery());
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordSchema(t, user), [t, user]);

  return (
    <Card.Root maxWidth="lg">
      <Card.Body>
        <Formik<ChangePasswordValues>
          initialValues={{ current_password: '', new_password: '', repeat_password: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            try {
              await change.mutateAsync(values);
              // SPEC 8 names this exact text; the server's message may differ in wording.
              notifySuccess(t('password.changed'));
              helpers.resetForm();
            } catch (error) {
              // SPEC 5: per-field errors under the fields, anything else in a snackbar.
              showFormErrors(error, helpers, FIELDS, 'toast');
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <input
                  type="text"
                  name="username"
                  autoComplete="username"
                  value={user.username}
                  readOnly
                  hidden
                />
                <FormField
                  name="current_password"
                  label={t('password.current_password')}
                  type="password"
                  autoComplete="current-password"
                />
                <PasswordRulesList id="password-rules" />
                <FormField
                  name="new_password"
                  label={t('password.new_password')}
                  type="password"
                  autoComplete="new-password"
                />
                <FormField
                  name="repeat_password"
                  label={t('password.repeat_password')}
                  type="password"
                  autoComplete="new-password"
                />
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
