import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@/domain/contracts/staff';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { DOOR, KITCHEN, OWNER, page, renderStaff, staffServer, toggle } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const EDIT = `/api/v1/admin/staff/${DOOR.id}`;
const RESET = `/api/v1/admin/staff/${DOOR.id}/reset-password`;
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit door' }));
  return screen.findByRole('dialog', { name: 'Edit door' });
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('Owner and permissions in the edit dialog', { timeout: 20_000 }, () => {
  it('shows what they hold and sends only the new permission list', async () => {
    const calls = staffServer((call) => (call.path === EDIT ? { status: 200, body: DOOR } : undefined));
    renderStaff();
    const dialog = await openEdit();
    const scanning = within(dialog).getByRole('group', { name: 'Scanning' });
    expect(
      within(scanning).getByRole('checkbox', { name: 'Check in tickets' }).closest('label')?.dataset.state,
    ).toBe('checked');
    await toggle(
      within(within(dialog).getByRole('group', { name: 'Sections' })).getByRole('checkbox', {
        name: 'Events',
      }),
    );
    save(dialog);
    await screen.findByText('door’s details are saved.');
    expect(patches(calls)).toEqual([{ permissions: ['access_event', 'scan_eventbooking'] }]);
  });

  it('makes someone an owner with is_superuser alone', async () => {
    const calls = staffServer((call) =>
      call.path === EDIT ? { status: 200, body: { ...DOOR, is_superuser: true } } : undefined,
    );
    renderStaff();
    const dialog = await openEdit();
    await toggle(within(dialog).getByRole('checkbox', { name: 'Owner' }));
    expect(within(dialog).queryByRole('group', { name: 'Scanning' })).toBeNull();
    save(dialog);
    await screen.findByText('door’s details are saved.');
    expect(patches(calls)).toEqual([{ is_superuser: true }]);
  });

  it('sends nothing when nothing changed', async () => {
    const calls = staffServer();
    renderStaff();
    const dialog = await openEdit();
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit door' })).toBeNull());
    expect(patches(calls)).toEqual([]);
  });
});

describe('Sending a reset link', { timeout: 20_000 }, () => {
  it('asks first, then shows the server’s answer as a toast', async () => {
    const calls = staffServer((call) =>
      call.path === RESET
        ? { status: 202, body: { message: 'A link to choose a new password is on its way to their email.' } }
        : undefined,
    );
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link to door' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a reset link?' });
    expect(within(dialog).getByText('Email door a link to choose a new password?')).toBeTruthy();
    expect(calls.some((call) => call.path === RESET)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('A link to choose a new password is on its way to their email.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.path === RESET && call.method === 'POST')).toHaveLength(1);
  });

  it('keeps a refusal (409) in the dialog, and offers no link to a deactivated account', async () => {
    const refusal = 'This account is deactivated: reactivate it first.';
    staffServer((call) => (call.path === RESET ? { status: 409, body: { message: refusal } } : undefined));
    renderStaff();
    expect(screen.queryByRole('button', { name: 'Send reset link to Omar' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link to door' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a reset link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(screen.queryByRole('button', { name: 'Send reset link to Omar' })).toBeNull();
  });
});

describe('The Role column', { timeout: 20_000 }, () => {
  const holding = (id: number, count: number): StaffMember => ({
    ...KITCHEN,
    id,
    username: `staff${id}`,
    first_name: null,
    permissions: [
      'access_event',
      'scan_eventbooking',
      'access_bulk',
      'scan_foodorder',
      'access_catalogue',
    ].slice(0, count),
  });
  const onShiftLead: StaffMember = {
    ...holding(14, 1),
    role: { id: 7, preset: null, name: 'Shift lead' },
  };
  const team = [OWNER, holding(10, 0), holding(11, 1), holding(12, 2), holding(13, 3), onShiftLead];
  const roleCell = (username: string) => {
    const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(username));
    return row?.querySelectorAll('td')[1] as HTMLElement;
  };
  const summaryOf = (username: string) => roleCell(username).querySelector('summary')?.textContent;

  it('names the role and counts permissions with English plurals', async () => {
    staffServer(undefined, () => page(team));
    renderStaff();
    await screen.findByRole('table', { name: 'Staff members' });
    expect(roleCell('admin').textContent).toBe('Owner');
    expect(roleCell('staff10').textContent).toBe(
      'Individual permissionsNo permissions: they can sign in but open nothing.',
    );
    expect(['staff11', 'staff13'].map(summaryOf)).toEqual(['1 permission', '3 permissions']);
    expect(within(roleCell('staff14')).getByText('Shift lead')).toBeTruthy();
  });

  it('lists the permission names behind a disclosure that a tap or the keyboard opens, not a tooltip', async () => {
    staffServer(undefined, () => page(team));
    renderStaff();
    await screen.findByRole('table', { name: 'Staff members' });
    const cell = roleCell('staff12');
    expect(cell.querySelector('[title]')).toBeNull();
    const details = cell.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(within(cell).getByText('2 permissions'));
    await waitFor(() => expect(details.open).toBe(true));
    expect([...cell.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual([
      'Sections',
      'Events',
      'Scanning',
      'Check in tickets',
    ]);
  });

  it('counts them with Arabic plurals', async () => {
    await applyLanguage('ar');
    staffServer(undefined, () => page(team));
    renderStaff('/ar/admin/staff');
    await screen.findByRole('table', { name: 'أعضاء الفريق' });
    expect(['staff11', 'staff12', 'staff13'].map(summaryOf)).toEqual([
      'صلاحية واحدة',
      'صلاحيتان',
      '3 صلاحيات',
    ]);
    expect(within(roleCell('staff10')).getByText('صلاحيات فردية')).toBeTruthy();
  });
});
