import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/** SPEC 8: a 423 replaces the page with the server's pause message. */
export function LockedScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Center as="main" minHeight="100dvh" paddingInline="4">
      <Stack align="center" gap="3" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          {t('locked.title')}
        </Heading>
        <Text color="fg.muted">{message || t('locked.description')}</Text>
      </Stack>
    </Center>
  );
}
