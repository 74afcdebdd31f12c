import { Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/hooks/use-lang';

/** Where an integrating developer starts: the API's OpenAPI document and the short guide. */
export function DeveloperLinks() {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  return (
    <Stack
      as="section"
      aria-label={t('developers.label')}
      gap="2"
      padding="4"
      bg="orange.50"
      borderRadius="md"
    >
      <Text>{t('developers.intro')}</Text>
      <HStack gap="5" wrap="wrap">
        <ChakraLink asChild color="orange.fg" textDecoration="underline">
          <Link to="/$lang/admin/developers/guide" params={{ lang }}>
            {t('developers.guide')}
          </Link>
        </ChakraLink>
        <ChakraLink
          href="/api/v1/openapi.json"
          target="_blank"
          rel="noopener"
          color="orange.fg"
          textDecoration="underline"
        >
          {t('developers.openapi')}
        </ChakraLink>
      </HStack>
    </Stack>
  );
}
