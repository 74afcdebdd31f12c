import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useValidatePairing } from '../api/validate-pairing';
import { type PairingValues, pairingSchema } from '../schemas/pairing-schema';

export function CodePairingForm({ code, pair }: { code: string; pair: string }) {
  const { t } = useTranslation('pairing');
  const validate = useValidatePairing();
  const schema = useMemo(() => pairingSchema(t), [t]);

  return (
    <Formik<PairingValues>
      initialValues={{ code, pair }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const { redirect_url } = await validate.mutateAsync({
            code: values.code.trim(),
            pair: values.pair.trim(),
          });
          window.location.assign(redirect_url);
        } catch (error) {
          showFormErrors(error, helpers, ['code', 'pair']);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate>
          <Stack gap="4">
            <Text color="fg.muted">{t('description')}</Text>
            <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            <FormField name="code" label={t('code')} autoComplete="off" />
            <FormField name="pair" label={t('pair')} autoComplete="off" />
            <Button type="submit" colorPalette="orange" loading={isSubmitting} width="full">
              {t('common:submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
