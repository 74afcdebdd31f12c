import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { DOOR, renderStaff, staffServer, toggle } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const INVITE = '/api/v1/admin/staff/invite';
const invited = { ...DOOR, id: 9, username: 'cashier', email: 'cashier@example.com', permissions: [] };

async function openInvite() {
  fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
  return screen.findByRole('dialog', { name: 'Invite staff' });
}

function fillIn(dialog: HTMLElement, username: string, email: string) {
  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: email } });
}

const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
const sent = (calls: { path: string; method: string; body: unknown }[]) =>
  calls.filter((call) => call.path === INVITE && call.method === 'POST').map((call) => call.body);

describe('Inviting staff', { timeout: 20_000 }, () => {
  it('refuses a bad username and a bad email before sending anything', async () => {
    const calls = staffServer();
    renderStaff();
    const dialog = await openInvite();
    fillIn(dialog, 'sara ali', 'sara@example');
    send(dialog);
    expect(
      await within(dialog).findByText('Use only letters, digits and @ . + - _ (no spaces).'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter valid email address')).toBeTruthy();
    expect(within(dialog).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls)).toEqual([]);
  });

  it('shows the server’s field errors under their fields and keeps the dialog open', async () => {
    const calls = staffServer((call) =>
      call.path === INVITE
        ? {
            status: 400,
            body: {
              username: ['This username is taken.'],
              email: ['Another member of your staff uses this email address.'],
            },
          }
        : undefined,
    );
    renderStaff();
    const dialog = await openInvite();
    fillIn(dialog, 'door', 'door@demo.gulfpay.test');
    send(dialog);
    expect(await within(dialog).findByText('This username is taken.')).toBeTruthy();
    expect(within(dialog).getByText('Another member of your staff uses this email address.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls)).toHaveLength(1);
  });

  it('sends exactly the permissions ticked, in the invitation’s language, and says so', async () => {
    const calls = staffServer((call) => (call.path === INVITE ? { status: 201, body: invited } : undefined));
    renderStaff();
    const dialog = await openInvite();
    const lists = () => calls.filter((call) => call.path === '/api/v1/admin/staff').length;
    const before = lists();
    fillIn(dialog, ' cashier ', 'cashier@example.com');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: ' Sara ' } });
    expect((within(dialog).getByLabelText('Language of the invitation') as HTMLSelectElement).value).toBe(
      'en',
    );
    fireEvent.change(within(dialog).getByLabelText('Language of the invitation'), {
      target: { value: 'ar' },
    });

    const sections = within(dialog).getByRole('group', { name: 'Sections' });
    const money = within(dialog).getByRole('group', { name: 'Money' });
    const request = within(sections).getByRole('checkbox', { name: 'Payment Request' });
    const hint = document.getElementById(request.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Open Payment Request: its transactions, and the actions the other permissions allow.',
    );
    await toggle(request);
    await toggle(within(money).getByRole('checkbox', { name: 'Refund payments' }));
    await toggle(within(money).getByRole('checkbox', { name: 'Refund payments' }));
    const scanning = within(dialog).getByRole('group', { name: 'Scanning' });
    await toggle(within(scanning).getByRole('checkbox', { name: 'All' }));
    await toggle(within(dialog).getByRole('checkbox', { name: 'Export' }));
    send(dialog);

    expect(await screen.findByText('Invitation sent to cashier@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite staff' })).toBeNull());
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    expect(sent(calls)).toEqual([
      {
        username: 'cashier',
        email: 'cashier@example.com',
        first_name: 'Sara',
        lang: 'ar',
        is_superuser: false,
        permissions: [
          'access_payment_request',
          'view_export_settings',
          'scan_eventbooking',
          'scan_foodorder',
        ],
      },
    ]);
  });

  it('hides the permissions of an owner, who holds them all, and sends is_superuser', async () => {
    const calls = staffServer((call) =>
      call.path === INVITE ? { status: 201, body: { ...invited, is_superuser: true } } : undefined,
    );
    renderStaff();
    const dialog = await openInvite();
    fillIn(dialog, 'partner', 'partner@example.com');
    // A permission ticked before the switch is not sent: an owner holds every one.
    await toggle(within(dialog).getByRole('checkbox', { name: 'Refund payments' }));
    await toggle(within(dialog).getByRole('checkbox', { name: 'Owner' }));
    expect(within(dialog).queryByRole('group', { name: 'Sections' })).toBeNull();
    expect(
      within(dialog).getByText(
        'An owner can do everything, manage staff included, so no permissions are listed.',
      ),
    ).toBeTruthy();
    send(dialog);
    await screen.findByText('Invitation sent to cashier@example.com');
    expect(sent(calls)).toEqual([
      { username: 'partner', email: 'partner@example.com', lang: 'en', is_superuser: true },
    ]);
  });
});
