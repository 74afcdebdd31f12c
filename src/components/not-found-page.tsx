import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Center as="main" minHeight="100dvh" paddingInline="4">
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="orange.500" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t('not_found.title')}
        </Heading>
        <Text color="fg.muted">{t('not_found.description')}</Text>
        <Button asChild colorPalette="orange">
          <Link to="/$lang" params={{ lang }}>
            {t('not_found.home')}
          </Link>
        </Button>
      </Stack>
    </Center>
  );
}
