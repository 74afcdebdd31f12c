import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Role } from '@/domain/contracts/roles';
import type { StaffMember } from '@/domain/contracts/staff';
import type { UserDetails } from '@/domain/contracts/users';
import { StaffPage } from '@/features/staff/components/staff-page';
import { parseStaffSearch } from '@/features/staff/lib/staff-search';
import { type Answer, type Call, fakeServer, renderAt } from './bookings-fixtures';

export const OWNER: StaffMember = {
  id: 1,
  username: 'admin',
  email: 'admin@demo.gulfpay.test',
  first_name: 'Aisha',
  last_name: 'Al-Sabah',
  is_superuser: true,
  permissions: [],
  is_active: true,
  invited: false,
  two_factor: false,
  role: { id: 1, preset: 'owner', name: null },
  created_at: '2026-01-01T09:00:00Z',
};
export const DOOR: StaffMember = {
  id: 2,
  username: 'door',
  email: 'door@demo.gulfpay.test',
  first_name: null,
  last_name: null,
  is_superuser: false,
  permissions: ['scan_eventbooking'],
  is_active: true,
  invited: false,
  two_factor: false,
  role: null,
  created_at: '2026-01-02T09:00:00Z',
};
export const KITCHEN: StaffMember = {
  ...DOOR,
  id: 3,
  username: 'kitchen',
  email: 'kitchen@demo.gulfpay.test',
  first_name: 'Omar',
  is_active: false,
};

const role = (id: number, preset: Role['preset'], name: string | null, permissions: string[]): Role => ({
  id,
  preset,
  name,
  is_superuser: preset === 'owner',
  permissions,
  member_count: 0,
  created_at: '2026-01-01T09:00:00Z',
  updated_at: '2026-01-01T09:00:00Z',
});
/** The merchant's roles: two presets and a custom one. */
export const ROLES: Role[] = [
  role(1, 'owner', null, []),
  role(4, 'cashier', null, ['access_payment_request']),
  role(7, null, 'Shift lead', ['access_payment_request', 'refund_paymenttransaction']),
];

/** The signed-in owner, as the admin layout has already read them. */
const ME: UserDetails = {
  id: OWNER.id,
  username: OWNER.username,
  email: OWNER.email,
  first_name: OWNER.first_name,
  last_name: OWNER.last_name,
  is_superuser: true,
  permissions: [],
  receive_order_notification: false,
  merchant_logo: null,
  merchant_title: 'Demo',
};

export const page = <Row,>(results: Row[], count = results.length) => ({
  status: 200,
  body: { count, next: null, previous: null, results },
});

/** The list answers every GET; `other` answers the actions (PATCH, deactivate, reactivate). */
export function staffServer(
  other: (call: Call) => Answer | undefined = () => undefined,
  list: (call: Call) => Answer = () => page([OWNER, DOOR, KITCHEN]),
) {
  return fakeServer((call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: ME };
    if (call.path === '/api/v1/admin/staff' && call.method === 'GET') return list(call);
    if (call.path === '/api/v1/admin/roles' && call.method === 'GET') return page(ROLES);
    return other(call);
  });
}

/**
 * The state a Chakra (Ark) checkbox or switch was drawn in: its hidden input's own `checked`
 * flips on a click before React answers.
 */
const drawn = (box: HTMLElement) => box.closest('label')?.getAttribute('data-state');

/** Clicks a box and waits for the page to draw it turned, as a person would before the next click. */
export async function toggle(box: HTMLElement) {
  const was = drawn(box);
  fireEvent.click(box);
  await waitFor(() => expect(drawn(box)).not.toBe(was));
}

export const renderStaff = (path = '/en/admin/staff') =>
  renderAt((root) => <StaffPage search={parseStaffSearch(root.useSearch())} />, path);
