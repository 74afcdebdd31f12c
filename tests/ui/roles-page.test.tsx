import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/domain/contracts/roles';
import { RolesPage } from '@/features/roles/components/roles-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Answer, type Call, fakeServer, renderAt } from './bookings-fixtures';
import { page, ROLES } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const HELD: Role[] = ROLES.map((role) => (role.preset === 'cashier' ? { ...role, member_count: 2 } : role));

function rolesServer(
  other: (call: Call) => Answer | undefined = () => undefined,
  list: () => Answer = () => page(HELD),
) {
  return fakeServer((call) =>
    call.path === '/api/v1/admin/roles' && call.method === 'GET' ? list() : other(call),
  );
}
const renderRoles = (path = '/en/admin/roles') => renderAt(() => <RolesPage />, path);
const item = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((each) => within(each).queryByRole('heading', { name })) as HTMLElement;

describe('the Roles page', { timeout: 20_000 }, () => {
  it('lists each role with its kind, member count and permissions, actions for custom roles only', async () => {
    rolesServer();
    renderRoles();
    const list = await screen.findByRole('list', { name: 'Roles' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Owner', 'Cashier', 'Shift lead']);
    const cashier = item('Cashier');
    expect(within(cashier).getByText('Preset')).toBeTruthy();
    expect(within(cashier).getByText('2 members')).toBeTruthy();
    expect(
      within(cashier).getByText('Creates payment requests and sees only the ones they created.'),
    ).toBeTruthy();
    expect(within(cashier).queryByRole('button')).toBeNull();
    expect(within(item('Owner')).getByText('Everything, staff and roles included.')).toBeTruthy();
    const custom = item('Shift lead');
    expect(within(custom).getByText('Custom')).toBeTruthy();
    fireEvent.click(within(custom).getByText('2 permissions'));
    expect(within(custom).getByText('Refund payments')).toBeTruthy();
    expect(within(custom).getByRole('button', { name: 'Edit Shift lead' })).toBeTruthy();
    expect(screen.queryByText('No custom roles yet. Create one when no preset fits.')).toBeNull();
  });

  it('says when there is no custom role yet', async () => {
    rolesServer(undefined, () => page(HELD.filter((role) => role.preset)));
    renderRoles();
    expect(await screen.findByText('No custom roles yet. Create one when no preset fits.')).toBeTruthy();
  });

  it('offers to try again when the list fails', async () => {
    rolesServer(undefined, () => ({ status: 500, body: {} }));
    renderRoles();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('creates a custom role with the permissions ticked, and shows a taken name under the field', async () => {
    let taken = true;
    const calls = rolesServer((call) => {
      if (call.method !== 'POST') return undefined;
      if (taken) {
        taken = false;
        return { status: 400, body: { name: ['Another role has this name.'] } };
      }
      return { status: 201, body: { ...HELD[2], id: 9, name: 'Door lead' } };
    });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Door lead ' } });
    const scanning = within(dialog).getByRole('group', { name: 'Scanning' });
    fireEvent.click(within(scanning).getByRole('checkbox', { name: 'Check in tickets' }));
    await waitFor(() =>
      expect(
        within(scanning).getByRole('checkbox', { name: 'Check in tickets' }).closest('label')?.dataset.state,
      ).toBe('checked'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Another role has this name.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('The role Door lead is created.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Door lead', permissions: ['scan_eventbooking'] },
      { name: 'Door lead', permissions: ['scan_eventbooking'] },
    ]);
  });

  it('asks before deleting, and shows the refusal of a role still held', async () => {
    const calls = rolesServer((call) =>
      call.method === 'DELETE'
        ? { status: 409, body: { message: '1 member holds this role. Give them another role first.' } }
        : undefined,
    );
    renderRoles();
    await screen.findByRole('list', { name: 'Roles' });
    fireEvent.click(within(item('Shift lead')).getByRole('button', { name: 'Delete Shift lead' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the role Shift lead?' });
    expect(within(confirm).getByText('Nobody holds it, and it cannot be brought back.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 member holds this role. Give them another role first.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v1/admin/roles/7',
    ]);
  });

  it('speaks Arabic: presets by their Arabic names, Arabic plurals', async () => {
    await applyLanguage('ar');
    rolesServer();
    renderRoles('/ar/admin/roles');
    const list = await screen.findByRole('list', { name: 'الأدوار' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['المالك', 'أمين الصندوق', 'Shift lead']);
    expect(within(item('أمين الصندوق')).getByText('عضوان')).toBeTruthy();
  });
});
