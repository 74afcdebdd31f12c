import { Box, chakra, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';
import { adminPagesFor } from '../lib/admin-pages';

/** The administration area's pages, as links (not tabs): each has its own URL, Back and a new tab. */
export function AdminNav() {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const list = useRef<HTMLDivElement>(null);
  const path = useLocation({ select: (location) => location.pathname });
  const user = useQuery(userDetailsQuery()).data;
  const pages = adminPagesFor(user);
  // Ten pages overflow a phone's width: the open one is scrolled into sight, not left off-screen,
  // once the pages this person may open are known (they come with the user's details).
  const shown = pages.length;
  useEffect(() => {
    if (path && shown)
      list.current
        ?.querySelector('[aria-current="page"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [path, shown]);
  return (
    <chakra.nav
      aria-label={t('admin_nav.label')}
      marginBlockEnd="4"
      borderBlockEndWidth="1px"
      borderColor="gray.200"
    >
      <HStack as="ul" ref={list} gap="1" listStyleType="none" overflowX="auto">
        {pages.map((page) => (
          <li key={page.to}>
            {/* The router's link marks the open page with aria-current="page" (announced, and styled here). */}
            <Box
              asChild
              display="block"
              whiteSpace="nowrap"
              paddingInline="3"
              paddingBlock="2"
              fontSize="sm"
              color="fg.muted"
              borderBlockEndWidth="2px"
              borderColor="transparent"
              marginBlockEnd="-1px"
              _hover={{ color: 'fg' }}
              _currentPage={{ color: 'orange.800', borderColor: 'orange.solid', fontWeight: 'semibold' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'orange.focusRing',
                outlineOffset: '-2px',
              }}
            >
              <Link to={page.to} params={{ lang }}>
                {t(page.label)}
              </Link>
            </Box>
          </li>
        ))}
      </HStack>
    </chakra.nav>
  );
}
