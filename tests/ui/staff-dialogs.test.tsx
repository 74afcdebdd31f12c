import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { DOOR, renderStaff, staffServer } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const EDIT_PATH = `/api/v1/admin/staff/${DOOR.id}`;
const DEACTIVATE_PATH = `/api/v1/admin/staff/${DOOR.id}/deactivate`;
const LAST_OWNER = 'You cannot deactivate the last active owner of this merchant.';

async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit door' }));
  return screen.findByRole('dialog', { name: 'Edit door' });
}

describe('Staff dialogs', { timeout: 20_000 }, () => {
  it('refuses a bad email before sending anything', async () => {
    const calls = staffServer();
    renderStaff();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'door@demo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter valid email address')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows the server’s field error under its field and keeps the dialog open', async () => {
    const calls = staffServer((call) =>
      call.path === EDIT_PATH && call.method === 'PATCH'
        ? { status: 400, body: { email: ['This email is already used by another account.'] } }
        : undefined,
    );
    renderStaff();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: ' Fahad ' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'admin@demo.gulfpay.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email is already used by another account.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      first_name: 'Fahad',
      email: 'admin@demo.gulfpay.test',
    });
  });

  it('saves, says so, closes and reads the list again', async () => {
    const calls = staffServer((call) =>
      call.path === EDIT_PATH && call.method === 'PATCH'
        ? { status: 200, body: { ...DOOR, first_name: 'Fahad' } }
        : undefined,
    );
    renderStaff();
    const dialog = await openEdit();
    const lists = () => calls.filter((call) => call.path === '/api/v1/admin/staff').length;
    const before = lists();
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Fahad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fahad’s details are saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit door' })).toBeNull());
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    // Only what changed is sent: not the untouched last name, email, role or permissions.
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ first_name: 'Fahad' });
  });

  it('says what deactivating does and shows the server’s refusal in the dialog', async () => {
    const calls = staffServer((call) =>
      call.path === DEACTIVATE_PATH ? { status: 409, body: { message: LAST_OWNER } } : undefined,
    );
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate door' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate door?' });
    expect(
      within(dialog).getByText('door is signed out everywhere at once and cannot sign in until reactivated.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(LAST_OWNER);
    expect(calls.filter((call) => call.path === DEACTIVATE_PATH)).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Deactivate door?' })).toBeTruthy();
  });

  it('deactivates, says so and closes', async () => {
    staffServer((call) =>
      call.path === DEACTIVATE_PATH ? { status: 200, body: { ...DOOR, is_active: false } } : undefined,
    );
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate door' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate door?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('door is deactivated and signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
