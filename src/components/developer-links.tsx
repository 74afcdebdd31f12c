import { Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** The API's OpenAPI document, opened in a new tab, in the words of the sentence it sits in. */
export function OpenApiLink({ children }: { children: ReactNode }) {
  return (
    <ChakraLink
      href="/api/v1/openapi.json"
      target="_blank"
      rel="noopener"
      color="orange.fg"
      textDecoration="underline"
    >
      {children}
    </ChakraLink>
  );
}

/** Where an integrating developer starts, on the API keys and Webhooks pages: the OpenAPI document and the guide. */
export function DeveloperLinks() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack
      as="section"
      aria-label={t('developer_links.label')}
      gap="2"
      padding="4"
      bg="orange.50"
      borderRadius="md"
    >
      <Text>{t('developer_links.intro')}</Text>
      <HStack gap="5" wrap="wrap">
        <ChakraLink asChild color="orange.fg" textDecoration="underline">
          <Link to="/$lang/admin/developers/guide" params={{ lang }}>
            {t('developer_links.guide')}
          </Link>
        </ChakraLink>
        <OpenApiLink>{t('developer_links.openapi')}</OpenApiLink>
      </HStack>
    </Stack>
  );
}
