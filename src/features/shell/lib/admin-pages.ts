import type { UserDetails } from '@/domain/contracts/users';
import { hasPermission, PERMISSIONS, pluginAccessPermission } from '@/domain/permissions';

export interface AdminPage {
  /** A route under /$lang/admin. */
  to: string;
  label: string;
  /** Staff holding any of these open the page too; without, it is the owners'. */
  permissions?: readonly string[];
}

/** The catalogue's management pages open to those who read products, and so to those who change them. */
const SHOP_READERS = [PERMISSIONS.viewProducts, PERMISSIONS.changeProducts];

/** The food menu's management pages: for those who change the menu. */
const MENU_KEEPERS = [PERMISSIONS.changeMenu];

const PAGES = [
  { to: '/$lang/admin/staff', label: 'admin_nav.staff' },
  { to: '/$lang/admin/roles', label: 'admin_nav.roles' },
  { to: '/$lang/admin/branding', label: 'admin_nav.branding' },
  { to: '/$lang/admin/appearance', label: 'admin_nav.appearance' },
  { to: '/$lang/admin/templates', label: 'admin_nav.templates' },
  { to: '/$lang/admin/payments', label: 'admin_nav.payments' },
  { to: '/$lang/admin/gateways', label: 'admin_nav.gateways' },
  {
    to: '/$lang/admin/payments-attention',
    label: 'admin_nav.payments_attention',
    permissions: [PERMISSIONS.resolvePaymentAttention],
  },
  { to: '/$lang/admin/public-pages', label: 'admin_nav.public_pages' },
  { to: '/$lang/admin/catalogue/products', label: 'admin_nav.products', permissions: SHOP_READERS },
  { to: '/$lang/admin/catalogue/stores', label: 'admin_nav.stores', permissions: SHOP_READERS },
  { to: '/$lang/admin/catalogue/categories', label: 'admin_nav.categories', permissions: SHOP_READERS },
  { to: '/$lang/admin/catalogue/settings', label: 'admin_nav.shop_settings', permissions: SHOP_READERS },
  {
    to: '/$lang/admin/catalogue/discount-codes',
    label: 'admin_nav.discount_codes',
    permissions: [PERMISSIONS.changeDiscounts],
  },
  {
    to: '/$lang/admin/events',
    label: 'admin_nav.events',
    permissions: [pluginAccessPermission('event'), PERMISSIONS.changeEvents],
  },
  { to: '/$lang/admin/menu/dishes', label: 'admin_nav.menu_dishes', permissions: MENU_KEEPERS },
  { to: '/$lang/admin/menu/categories', label: 'admin_nav.menu_categories', permissions: MENU_KEEPERS },
  { to: '/$lang/admin/menu/branches', label: 'admin_nav.menu_branches', permissions: MENU_KEEPERS },
  {
    to: '/$lang/admin/menu/delivery-areas',
    label: 'admin_nav.menu_delivery_areas',
    permissions: MENU_KEEPERS,
  },
  { to: '/$lang/admin/menu/banners', label: 'admin_nav.menu_banners', permissions: MENU_KEEPERS },
  { to: '/$lang/admin/menu/settings', label: 'admin_nav.menu_settings', permissions: MENU_KEEPERS },
  { to: '/$lang/admin/sms', label: 'admin_nav.sms' },
  { to: '/$lang/admin/api-keys', label: 'admin_nav.api_keys' },
  { to: '/$lang/admin/webhooks', label: 'admin_nav.webhooks' },
  { to: '/$lang/admin/outbox', label: 'admin_nav.outbox' },
  { to: '/$lang/admin/log', label: 'admin_nav.log' },
  { to: '/$lang/admin/security', label: 'admin_nav.security' },
] as const satisfies readonly AdminPage[];

/** The administration pages `user` may open, in the nav's order; none before the user is known. */
export function adminPagesFor(user: UserDetails | undefined): readonly AdminPage[] {
  if (!user) return [];
  return PAGES.filter(
    (page: AdminPage) => user.is_superuser || page.permissions?.some((name) => hasPermission(user, name)),
  );
}
