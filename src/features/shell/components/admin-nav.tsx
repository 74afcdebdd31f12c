import { Box, chakra, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, PERMISSIONS } from '@/domain/permissions';
import { useLang } from '@/hooks/use-lang';
import { userDetailsQuery } from '@/lib/shared-queries';

interface AdminPage {
  to: string;
  label: string;
  /** Staff holding any of these open the page too; without, it is the owners'. */
  permissions?: readonly string[];
}

const PAGES = [
  { to: '/$lang/admin/staff', label: 'admin_nav.staff' },
  { to: '/$lang/admin/roles', label: 'admin_nav.roles' },
  { to: '/$lang/admin/branding', label: 'admin_nav.branding' },
  { to: '/$lang/admin/appearance', label: 'admin_nav.appearance' },
  { to: '/$lang/admin/templates', label: 'admin_nav.templates' },
  { to: '/$lang/admin/payments', label: 'admin_nav.payments' },
  { to: '/$lang/admin/public-pages', label: 'admin_nav.public_pages' },
  {
    to: '/$lang/admin/catalogue/products',
    label: 'admin_nav.products',
    permissions: [PERMISSIONS.viewProducts, PERMISSIONS.changeProducts],
  },
  {
    to: '/$lang/admin/catalogue/stores',
    label: 'admin_nav.stores',
    permissions: [PERMISSIONS.viewProducts, PERMISSIONS.changeProducts],
  },
  {
    to: '/$lang/admin/catalogue/categories',
    label: 'admin_nav.categories',
    permissions: [PERMISSIONS.viewProducts, PERMISSIONS.changeProducts],
  },
  {
    to: '/$lang/admin/catalogue/settings',
    label: 'admin_nav.shop_settings',
    permissions: [PERMISSIONS.viewProducts, PERMISSIONS.changeProducts],
  },
  {
    to: '/$lang/admin/catalogue/discount-codes',
    label: 'admin_nav.discount_codes',
    permissions: [PERMISSIONS.changeDiscounts],
  },
  { to: '/$lang/admin/sms', label: 'admin_nav.sms' },
  { to: '/$lang/admin/api-keys', label: 'admin_nav.api_keys' },
  { to: '/$lang/admin/webhooks', label: 'admin_nav.webhooks' },
  { to: '/$lang/admin/outbox', label: 'admin_nav.outbox' },
  { to: '/$lang/admin/log', label: 'admin_nav.log' },
  { to: '/$lang/admin/security', label: 'admin_nav.security' },
] as const satisfies readonly AdminPage[];

/** The administration area's pages, as links (not tabs): each has its own URL, Back and a new tab. */
export function AdminNav() {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const list = useRef<HTMLDivElement>(null);
  const path = useLocation({ select: (location) => location.pathname });
  const user = useQuery(userDetailsQuery()).data;
  const pages = PAGES.filter(
    (page: AdminPage) =>
      user?.is_superuser || page.permissions?.some((name) => user && hasPermission(user, name)),
  );
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
