import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';
import { ProviderForm } from './provider-form';
import { TestSend } from './test-send';

/** How the merchant's SMS leave: the provider's settings, and a test send through them. */
export function SmsPage() {
  const { t } = useTranslation('sms');
  return (
    <Stack gap="5" maxWidth="4xl">
      <Text color="fg.muted">{t('intro')}</Text>
      <ProviderForm />
      <TestSend />
    </Stack>
  );
}
