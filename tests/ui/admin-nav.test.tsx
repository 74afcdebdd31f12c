import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminNav } from '@/features/shell/components/admin-nav';
import { applyLanguage } from '@/lib/i18n';
import { renderAt } from './bookings-fixtures';

beforeEach(() => applyLanguage('en'));

describe('the administration area’s navigation', () => {
  it('is a named list of links, the open page marked current', async () => {
    renderAt(() => <AdminNav />, '/en/admin/staff');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    const staff = within(nav).getByRole('link', { name: 'Staff' });
    const outbox = within(nav).getByRole('link', { name: 'Outbox' });
    expect(staff.getAttribute('href')).toBe('/en/admin/staff');
    expect(staff.getAttribute('aria-current')).toBe('page');
    expect(outbox.getAttribute('href')).toBe('/en/admin/outbox');
    expect(outbox.getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe('/en/admin/roles');
  });

  it('speaks Arabic and keeps the language in its links', async () => {
    await applyLanguage('ar');
    renderAt(() => <AdminNav />, '/ar/admin/outbox');
    const nav = await screen.findByRole('navigation', { name: 'الإدارة' });
    const outbox = within(nav).getByRole('link', { name: 'صندوق الصادر' });
    expect(outbox.getAttribute('href')).toBe('/ar/admin/outbox');
    expect(outbox.getAttribute('aria-current')).toBe('page');
  });

  it('scrolls the open page into sight on a narrow screen', async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    renderAt(() => <AdminNav />, '/en/admin/security');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    const security = within(nav).getByRole('link', { name: 'Security' });
    expect(scrolled).toContain(security);
    spy.mockRestore();
  });
});
