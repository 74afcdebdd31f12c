import { Badge, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { SwitchField } from '@/components/formik-fields';
import type { AdminGateway, GatewayCredentialState } from '@/domain/contracts/gateways-admin';
import { useTranslation } from '@/lib/i18n-react';

function CredentialField({ field }: { field: GatewayCredentialState }) {
  const { t } = useTranslation('gateways-admin');
  const [input, meta] = useField<string>(`credentials.${field.name}`);
  const label = t(`form.fields.${field.name}`);
  return (
    <Field.Root required={field.required} invalid={Boolean(meta.error)}>
      <HStack justify="space-between" width="full" gap="2">
        <Field.Label>
          {label}
          {field.required && <Field.RequiredIndicator />}
        </Field.Label>
        {field.secret && (
          <Badge colorPalette={field.set ? 'green' : 'gray'} variant="subtle">
            {field.set ? t('form.secret_set') : t('form.secret_unset')}
          </Badge>
        )}
      </HStack>
      {/* Secrets start empty and are never filled in from the server: typing replaces the stored value. */}
      <Input
        {...input}
        value={input.value ?? ''}
        type={field.secret ? 'password' : 'text'}
        autoComplete={field.secret ? 'new-password' : 'off'}
        dir="ltr"
      />
      {field.secret && field.set && <Field.HelperText>{t('form.secret_hint')}</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The provider's account and its mode; live mode shows why this server refuses it, when it does. */
export function CredentialFields({
  gateway,
  liveRefusal,
}: {
  gateway: AdminGateway;
  liveRefusal: string | null;
}) {
  const { t } = useTranslation('gateways-admin');
  const [, credentialsMeta] = useField('credentials');
  const [, modeMeta] = useField('live');
  const serverError = [credentialsMeta.error, modeMeta.error].filter((e) => typeof e === 'string');
  return (
    // A fieldset is as wide as its widest line by default: the long webhook address pushed the
    // account's fields past the dialog's edge.
    <Stack as="fieldset" gap="4" minWidth="0">
      <Heading as="legend" size="sm">
        {t('form.account')}
      </Heading>
      {gateway.credentials.map((field) => (
        <CredentialField key={field.name} field={field} />
      ))}
      {/* Refused here: nothing to switch on, though a gateway already live may still go back to test. */}
      <SwitchField
        name="live"
        label={t('form.mode')}
        disabled={liveRefusal !== null && gateway.mode === 'test'}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('form.mode_hint')}
      </Text>
      {liveRefusal && (
        <Text fontSize="sm" color="orange.fg" role="note">
          {t(`form.live_refused.${liveRefusal}`)}
        </Text>
      )}
      {serverError.map((message) => (
        <Text key={message} fontSize="sm" color="red.fg" role="alert">
          {message}
        </Text>
      ))}
      {gateway.webhook_url && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('form.webhook_url')}
          </Text>
          <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
            <bdi dir="ltr">{gateway.webhook_url}</bdi>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
