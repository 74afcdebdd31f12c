import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { TestModeBadge } from '@/components/test-mode-badge';
import { useTranslation } from '@/lib/i18n-react';
import { configQuery, userDetailsQuery } from '@/lib/shared-queries';
import { adminPagesFor } from '../lib/admin-pages';
import { NavDrawer } from './nav-drawer';
import { UserMenu } from './user-menu';

/**
 * Truncated text clips at its line box, and the line box follows the Latin font's short
 * descender: Noto Sans Arabic's dots under a final ي reach about 0.46em below the baseline in
 * bold (0.42em in regular), past the 0.36em a 1.5 line height leaves. Line height 2 leaves 0.6em.
 */
const UNCLIPPED_LINE_HEIGHT = 'taller';

export function TopBar() {
  const { t, i18n } = useTranslation('dashboard');
  const user = useQuery(userDetailsQuery());
  const config = useQuery(configQuery());
  const username = user.data?.username ?? '';
  const title =
    (i18n.language === 'ar' ? config.data?.title_ar : config.data?.title_en) || t('common:app_name');

  return (
    <Flex
      as="header"
      position="sticky"
      insetBlockStart="0"
      zIndex="sticky"
      align="center"
      justify="space-between"
      gap="3"
      paddingInline="4"
      height="14"
      bg="white"
      borderBlockEndWidth="1px"
      borderColor="gray.200"
    >
      <HStack gap="2" minWidth="0">
        <NavDrawer />
        <Box fontWeight="bold" color="orange.700" lineHeight={UNCLIPPED_LINE_HEIGHT} truncate>
          {title}
        </Box>
        {config.data?.test_mode && <TestModeBadge />}
      </HStack>
      <HStack gap="3" minWidth="0">
        {username && (
          <Text
            display={{ base: 'none', sm: 'block' }}
            color="fg.muted"
            lineHeight={UNCLIPPED_LINE_HEIGHT}
            truncate
          >
            {t('greeting', { username })}
          </Text>
        )}
        {username && <UserMenu username={username} adminPage={adminPagesFor(user.data)[0]?.to ?? null} />}
      </HStack>
    </Flex>
  );
}
