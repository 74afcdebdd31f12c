import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '@/domain/contracts/users';
import { AdminNav } from '@/features/shell/components/admin-nav';
import { UserMenu } from '@/features/shell/components/user-menu';
import { adminPagesFor } from '@/features/shell/lib/admin-pages';
import { applyLanguage } from '@/lib/i18n';
import arDashboard from '../../locales/ar/dashboard.json';
import enDashboard from '../../locales/en/dashboard.json';
import { renderAt } from './bookings-fixtures';

beforeEach(() => applyLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const OWNER: UserDetails = {
  id: 1,
  username: 'admin',
  email: 'admin@demo.gulfpay.test',
  first_name: 'Fatima',
  last_name: null,
  is_superuser: true,
  permissions: [],
  receive_order_notification: false,
  merchant_logo: null,
  merchant_title: 'Demo',
};

/**
 * The nav shows the pages the signed-in person may open: here, as the owner who opens them all.
 * The API server is the boundary: it answers who is signed in.
 */
function openAs(user: UserDetails, path: string) {
  vi.stubGlobal('fetch', async () =>
    Response.json(user, { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  renderAt(() => <AdminNav />, path);
}

describe('the administration area’s navigation', () => {
  it('is a named list of links, the open page marked current', async () => {
    openAs(OWNER, '/en/admin/staff');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    const staff = await within(nav).findByRole('link', { name: 'Staff' });
    const outbox = within(nav).getByRole('link', { name: 'Outbox' });
    expect(staff.getAttribute('href')).toBe('/en/admin/staff');
    expect(staff.getAttribute('aria-current')).toBe('page');
    expect(outbox.getAttribute('href')).toBe('/en/admin/outbox');
    expect(outbox.getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe('/en/admin/roles');
  });

  it('speaks Arabic and keeps the language in its links', async () => {
    await applyLanguage('ar');
    openAs(OWNER, '/ar/admin/outbox');
    const nav = await screen.findByRole('navigation', { name: 'الإدارة' });
    const outbox = await within(nav).findByRole('link', { name: 'صندوق الصادر' });
    expect(outbox.getAttribute('href')).toBe('/ar/admin/outbox');
    expect(outbox.getAttribute('aria-current')).toBe('page');
  });

  it('scrolls the open page into sight on a narrow screen', async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    openAs(OWNER, '/en/admin/security');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    const security = await within(nav).findByRole('link', { name: 'Security' });
    expect(scrolled).toContain(security);
    spy.mockRestore();
  });
});

describe('administration for staff who are not owners', () => {
  const member = (permissions: string[]): UserDetails => ({
    ...OWNER,
    id: 7,
    is_superuser: false,
    permissions,
  });

  it('shows a member with the catalogue’s permissions its pages only', async () => {
    openAs(member(['view_product']), '/en/admin/catalogue/products');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    await within(nav).findByRole('link', { name: 'Products' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/admin/catalogue/products',
      '/en/admin/catalogue/stores',
      '/en/admin/catalogue/categories',
      '/en/admin/catalogue/settings',
    ]);
  });

  it('opens Administration at the first page a member may open, and offers none to others', () => {
    expect(adminPagesFor(OWNER)[0]?.to).toBe('/$lang/admin/staff');
    expect(adminPagesFor(member(['change_product']))[0]?.to).toBe('/$lang/admin/catalogue/products');
    expect(adminPagesFor(member(['change_discount'])).map((page) => page.to)).toEqual([
      '/$lang/admin/catalogue/discount-codes',
    ]);
    expect(adminPagesFor(member(['access_payment_request']))).toEqual([]);
    expect(adminPagesFor(undefined)).toEqual([]);
  });

  it('takes a catalogue member from the account menu to the products page', async () => {
    const { router } = renderAt(
      () => <UserMenu username="shopkeeper" adminPage="/$lang/admin/catalogue/products" />,
      '/en/general-info',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'shopkeeper' }));
    // Zag's menu selects by keyboard in any DOM: the first item is Administration.
    const menu = await screen.findByRole('menu');
    const admin = screen.getByRole('menuitem', { name: 'Administration panel' });
    fireEvent.keyDown(menu, { key: 'Home' });
    await waitFor(() => expect(admin.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/catalogue/products'));
  });

  it('has no Administration in the account menu for a member without admin pages', async () => {
    renderAt(() => <UserMenu username="clerk" adminPage={null} />, '/en/general-info');
    fireEvent.click(await screen.findByRole('button', { name: 'clerk' }));
    await screen.findByRole('menuitem', { name: 'Account settings' });
    expect(screen.queryByRole('menuitem', { name: 'Administration panel' })).toBeNull();
  });
});

describe('the administration pages’ names', () => {
  it('tell every page apart in both languages, so nobody opens the shop’s stores for the menu’s branches', () => {
    for (const strings of [enDashboard, arDashboard]) {
      const names = adminPagesFor(OWNER).map((page) => {
        const key = page.label.replace('admin_nav.', '') as keyof typeof strings.admin_nav;
        return strings.admin_nav[key];
      });
      expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
