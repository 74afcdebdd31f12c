import { Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { TwoFactorSetup as Setup } from '@/domain/contracts/two-factor';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useConfirmSetup } from '../../api/two-factor';
import { CodeField } from './code-field';
import { QrImage } from './qr-image';

/** Four by four, as apps show secrets: easier to copy by eye. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Adding the app (scan or type the secret) and proving it with one code; answers the recovery codes. */
export function TwoFactorSetupForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('two-factor');
  const confirm = useConfirmSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('errors:required'));
      return;
    }
    try {
      onConfirmed((await confirm.mutateAsync({ code: code.trim() })).recovery_codes);
    } catch (failure) {
      showFormErrors<{ code: string }>(
        failure,
        { setErrors: (errors) => setError(errors.code), setStatus: () => undefined },
        ['code'],
        'toast',
      );
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        <Text>{t('setup.scan')}</Text>
        <QrImage text={setup.otpauth_uri} label={t('setup.qr_label')} />
        <Stack gap="1">
          <Text color="fg.muted">{t('setup.manual')}</Text>
          <Box dir="ltr" alignSelf="flex-start">
            <Code fontSize="md" data-testid="totp-secret" aria-label={t('setup.secret_label')}>
              {grouped(setup.secret)}
            </Code>
          </Box>
        </Stack>
        <CodeField
          label={t('setup.code')}
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <HStack gap="2">
          <Button type="submit" colorPalette="orange" loading={confirm.isPending}>
            {t('setup.confirm')}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
