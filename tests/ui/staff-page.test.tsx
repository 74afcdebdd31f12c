import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { KITCHEN, page, renderStaff, staffServer } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const rowOf = async (username: string) => {
  const table = await screen.findByRole('table', { name: 'Staff members' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(username));
  if (!row) throw new Error(`no row for ${username}`);
  return row;
};

describe('Staff page', { timeout: 20_000 }, () => {
  it('lists names, usernames, emails, roles (Owner, or how many permissions) and statuses', async () => {
    staffServer();
    renderStaff();
    const owner = await rowOf('admin');
    expect(within(owner).getByText('Aisha Al-Sabah')).toBeTruthy();
    expect(within(owner).getByText('admin@demo.gulfpay.test')).toBeTruthy();
    expect(within(owner).getByText('Owner')).toBeTruthy();
    const door = await rowOf('door');
    // No name: the username leads the member's cell.
    expect(within(door).getAllByRole('cell')[0]?.textContent).toMatch(/^door/);
    expect(within(door).getByText('1 permission')).toBeTruthy();
    expect(within(door).getByText('Active').getAttribute('data-status')).toBe('active');
    const kitchen = await rowOf('kitchen');
    expect(within(kitchen).getByText('Deactivated').getAttribute('data-status')).toBe('inactive');
    expect(within(kitchen).getByRole('button', { name: 'Reactivate Omar' })).toBeTruthy();
  });

  it('writes the search to the URL after typing stops, and the status at once', async () => {
    const calls = staffServer();
    const { router } = renderStaff();
    await rowOf('door');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search staff' }), {
      target: { value: ' door ' },
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'door' }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ q: 'door', status: 'inactive' }),
    );
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/v1/admin/staff').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toMatchObject({ q: 'door', status: 'inactive' });
    });
  });

  it('filters by Invited beside Active and Deactivated, asking the server for invitees', async () => {
    const calls = staffServer();
    const { router } = renderStaff();
    await rowOf('door');
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Active', 'Invited', 'Deactivated']);
    fireEvent.change(status, { target: { value: 'invited' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'invited' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/v1/admin/staff').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toMatchObject({ status: 'invited' });
    });
  });

  it('offers no deactivation on the signed-in owner’s own row', async () => {
    staffServer();
    renderStaff();
    const own = await rowOf('admin');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Deactivate|Reactivate/ })).toBeNull();
    const door = await rowOf('door');
    expect(within(door).getByRole('button', { name: 'Deactivate door' })).toBeTruthy();
  });

  it('says when no one matches, and offers a retry when the list fails', async () => {
    let fail = true;
    staffServer(undefined, () =>
      fail ? { status: 500, body: { message: 'Something went wrong.' } } : page([]),
    );
    renderStaff('/en/admin/staff?q=nobody');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No one matches these filters.')).toBeTruthy();
  });

  it('reactivates at once and says so', async () => {
    const calls = staffServer((call) =>
      call.path === `/api/v1/admin/staff/${KITCHEN.id}/reactivate`
        ? { status: 200, body: { ...KITCHEN, is_active: true } }
        : undefined,
    );
    renderStaff();
    fireEvent.click(within(await rowOf('kitchen')).getByRole('button', { name: 'Reactivate Omar' }));
    expect(await screen.findByText('Omar can sign in again.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/admin/staff/${KITCHEN.id}/reactivate`,
    ]);
  });

  it('speaks Arabic', async () => {
    await applyLanguage('ar');
    staffServer();
    renderStaff('/ar/admin/staff');
    const table = await screen.findByRole('table', { name: 'أعضاء الفريق' });
    expect(within(table).getByText('المالك')).toBeTruthy();
    expect(within(table).getByText('غير مفعّل')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'البحث في الموظفين' })).toBeTruthy();
    expect(within(screen.getByLabelText('الحالة')).getByRole('option', { name: 'مدعو' })).toBeTruthy();
  });
});
