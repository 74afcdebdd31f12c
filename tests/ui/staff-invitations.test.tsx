import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@/domain/contracts/staff';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { DOOR, OWNER, page, renderStaff, staffServer } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

/** Someone invited who has not chosen a password yet. */
const INVITEE: StaffMember = {
  ...DOOR,
  id: 9,
  username: 'invitee',
  email: 'invitee@example.kw',
  invited: true,
};
const RESEND = `/api/v1/admin/staff/${INVITEE.id}/resend-invitation`;
const WITHDRAW = `/api/v1/admin/staff/${INVITEE.id}/withdraw-invitation`;

const withInvitee = (other: Parameters<typeof staffServer>[0]) =>
  staffServer(other, () => page([OWNER, INVITEE]));

describe('Staff invitations', { timeout: 20_000 }, () => {
  it('shows an invitee as invited, offering a new link and Withdraw instead of a reset link and Deactivate', async () => {
    withInvitee(() => undefined);
    renderStaff();
    expect(await screen.findByRole('button', { name: 'Resend the invitation to invitee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw the invitation of invitee' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reset link to invitee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate invitee' })).toBeNull();
    const statuses = within(screen.getByRole('table', { name: 'Staff members' })).getAllByText('Invited');
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses[0]?.getAttribute('data-status')).toBe('invited');
    // An owner who has chosen a password is no invitee.
    expect(screen.queryByRole('button', { name: 'Resend the invitation to admin' })).toBeNull();
  });

  it('resends after asking, saying the old link stops working', async () => {
    const calls = withInvitee((call) =>
      call.path === RESEND && call.method === 'POST' ? { status: 200, body: INVITEE } : undefined,
    );
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to invitee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend the invitation?' });
    expect(within(dialog).getByText(/The link they have now stops working/)).toBeTruthy();
    expect(calls.some((call) => call.path === RESEND)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send new link' }));
    expect(await screen.findByText('A new invitation is on its way to invitee.')).toBeTruthy();
    expect(calls.filter((call) => call.path === RESEND)).toHaveLength(1);
  });

  it('withdraws after asking, and keeps a refusal in the dialog', async () => {
    const closed = 'This person has already chosen a password: their invitation is closed.';
    let answer = { status: 409, body: { message: closed } };
    const calls = withInvitee((call) =>
      call.path === WITHDRAW && call.method === 'POST' ? answer : undefined,
    );
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the invitation of invitee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation of invitee?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText(closed)).toBeTruthy();
    answer = { status: 200, body: { message: 'The invitation is withdrawn.' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The invitation is withdrawn.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.path === WITHDRAW)).toHaveLength(2);
  });
});
