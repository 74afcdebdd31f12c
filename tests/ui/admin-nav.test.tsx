import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '@/domain/contracts/users';
import { AdminNav } from '@/features/shell/components/admin-nav';
import { applyLanguage } from '@/lib/i18n';
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
