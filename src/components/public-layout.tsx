import { Box, Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { LanguageButton } from './language-button';

/** Frame of the signed-out pages: brand, language switch, and a centred card. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex minHeight="100dvh" direction="column" bg="orange.50">
      <Flex as="header" justify="space-between" align="center" paddingInline="4" paddingBlock="3">
        <Box fontWeight="bold" color="orange.700" fontSize="lg">
          {t('app_name')}
        </Box>
        <LanguageButton />
      </Flex>
      <Flex
        as="main"
        flex="1"
        align="flex-start"
        justify="center"
        paddingInline="4"
        paddingBlock={{ base: '6', md: '16' }}
      >
        <Card.Root width="full" maxWidth="md" boxShadow="md">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
