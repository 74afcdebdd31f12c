import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { DOOR, page, ROLES, renderStaff, staffServer } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const ON_SHIFT_LEAD = { ...DOOR, role: { id: 7, preset: null, name: 'Shift lead' } };
const sentWith = (calls: { method: string; body: unknown }[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body);

async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit door' }));
  return screen.findByRole('dialog', { name: 'Edit door' });
}
const roleSelect = (dialog: HTMLElement) => within(dialog).getByLabelText('Role') as HTMLSelectElement;
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('the role select of the staff dialogs', { timeout: 20_000 }, () => {
  it('offers the presets by their names, custom roles and "Individual permissions"', async () => {
    staffServer();
    renderStaff();
    const dialog = await openEdit();
    await waitFor(() => expect(roleSelect(dialog).options).toHaveLength(4));
    expect([...roleSelect(dialog).options].map((option) => option.text)).toEqual([
      'Owner',
      'Cashier',
      'Shift lead',
      'Individual permissions',
    ]);
    // Without a role the member's own permissions are edited, as before roles.
    expect(roleSelect(dialog).value).toBe('');
    expect(within(dialog).getByRole('group', { name: 'Scanning' })).toBeTruthy();
  });

  it('gives a role alone: its permissions are shown, not edited, and only role_id is sent', async () => {
    const calls = staffServer((call) =>
      call.method === 'PATCH' ? { status: 200, body: ON_SHIFT_LEAD } : undefined,
    );
    renderStaff();
    const dialog = await openEdit();
    await waitFor(() => expect(roleSelect(dialog).options).toHaveLength(4));
    fireEvent.change(roleSelect(dialog), { target: { value: '7' } });
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Scanning' })).toBeNull());
    expect(within(dialog).queryByRole('checkbox', { name: 'Owner' })).toBeNull();
    expect(within(dialog).getByText('2 permissions')).toBeTruthy();
    save(dialog);
    await screen.findByText('door’s details are saved.');
    expect(sentWith(calls, 'PATCH')).toEqual([{ role_id: 7 }]);
  });

  it('moves a member from a role to individual permissions with what the form shows', async () => {
    const calls = staffServer(
      (call) => (call.method === 'PATCH' ? { status: 200, body: DOOR } : undefined),
      () => page([ON_SHIFT_LEAD]),
    );
    renderStaff();
    const dialog = await openEdit();
    await waitFor(() => expect(roleSelect(dialog).value).toBe('7'));
    fireEvent.change(roleSelect(dialog), { target: { value: '' } });
    await within(dialog).findByRole('group', { name: 'Scanning' });
    save(dialog);
    await screen.findByText('door’s details are saved.');
    expect(sentWith(calls, 'PATCH')).toEqual([
      { role_id: null, is_superuser: false, permissions: ['scan_eventbooking'] },
    ]);
  });

  it('invites with a role: no permission list is sent', async () => {
    const calls = staffServer((call) =>
      call.method === 'POST' ? { status: 201, body: { ...ON_SHIFT_LEAD, id: 9 } } : undefined,
    );
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'lead' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'lead@example.com' } });
    await waitFor(() => expect(roleSelect(dialog).options).toHaveLength(4));
    fireEvent.change(roleSelect(dialog), { target: { value: String(ROLES[1]?.id) } });
    await within(dialog).findByText('1 permission');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sentWith(calls, 'POST')).toHaveLength(1));
    expect(sentWith(calls, 'POST')).toEqual([
      { username: 'lead', email: 'lead@example.com', lang: 'en', role_id: 4 },
    ]);
  });
});
