import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '@/domain/contracts/sessions';
import { DevicesCard } from '@/features/sessions/components/devices-card';
import { MemberDevicesDialog } from '@/features/sessions/components/member-devices-dialog';
import { StaffPage } from '@/features/staff/components/staff-page';
import { parseStaffSearch } from '@/features/staff/lib/staff-search';
import { useLogout } from '@/hooks/use-logout';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Answer, type Call, fakeServer, renderAt } from './bookings-fixtures';
import { DOOR, staffServer } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const LAPTOP: UserSession = {
  id: 'c2b1d7e4-5a8e-4f0e-9d55-2a4c7b1e0f01',
  browser: 'Chrome',
  os: 'Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
  ip_address: '10.0.0.5',
  created_at: minutesAgo(600),
  last_used_at: minutesAgo(0),
  current: true,
};
const PHONE: UserSession = {
  ...LAPTOP,
  id: '7f3e9a10-2b4c-4d8e-8f00-1c2d3e4f5a6b',
  browser: 'Safari',
  os: 'iOS',
  ip_address: '2001:db8::7',
  last_used_at: minutesAgo(5),
  current: false,
};

const OWN = '/api/v1/user/sessions';

function devicesServer(
  sessions: () => UserSession[],
  other: (call: Call) => Answer | undefined = () => undefined,
) {
  return fakeServer((call) => {
    if (call.path === OWN && call.method === 'GET') return { status: 200, body: sessions() };
    return other(call);
  });
}

const renderDevices = () => renderAt(() => <DevicesCard />, '/en/user');
const deviceRow = (name: string) => screen.findByRole('listitem', { name });

describe('Signed-in devices', { timeout: 20_000 }, () => {
  it('lists each device: browser and system, address, last use, and which one this is', async () => {
    devicesServer(() => [LAPTOP, PHONE]);
    renderDevices();
    const laptop = await deviceRow('Chrome on Windows');
    expect(within(laptop).getByText('This device')).toBeTruthy();
    expect(within(laptop).getByText('10.0.0.5')).toBeTruthy();
    expect(within(laptop).getByText('now')).toBeTruthy();
    const phone = await deviceRow('Safari on iOS');
    expect(within(phone).queryByText('This device')).toBeNull();
    expect(within(phone).getByText('2001:db8::7')).toBeTruthy();
    // The relative time is focusable and names the exact date and time too.
    const lastUse = within(phone).getByText('5 minutes ago');
    expect(lastUse.tagName).toBe('TIME');
    expect(lastUse.getAttribute('tabindex')).toBe('0');
    expect(lastUse.getAttribute('aria-label')).toMatch(
      /^5 minutes ago \(\w{3}, \d+ \w{3} \d{4}, \d\d:\d\d [AP]M\)$/,
    );
  });

  it('asks before signing another device out, ends it, says so and reads the list again', async () => {
    let sessions = [LAPTOP, PHONE];
    const calls = devicesServer(
      () => sessions,
      (call) => {
        if (call.method !== 'DELETE' || call.path !== `${OWN}/${PHONE.id}`) return undefined;
        sessions = [LAPTOP];
        return { status: 204 };
      },
    );
    renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of Safari on iOS?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${OWN}/${PHONE.id}`,
    ]);
  });

  it('signs out of all other devices at once, and offers it only when there are others', async () => {
    let sessions = [LAPTOP, PHONE];
    const calls = devicesServer(
      () => sessions,
      (call) => {
        if (call.method !== 'DELETE' || call.path !== OWN) return undefined;
        sessions = [LAPTOP];
        return { status: 200, body: { ended: 1 } };
      },
    );
    renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all other devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Every other device is signed out.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.path === OWN)).toBe(true);
  });

  it('goes to sign-in after signing this device out', async () => {
    devicesServer(
      () => [LAPTOP, PHONE],
      (call) =>
        call.method === 'DELETE' && call.path === `${OWN}/${LAPTOP.id}` ? { status: 204 } : undefined,
    );
    localStorage.setItem('access_token', 'a.b.c');
    const { router } = renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of Chrome on Windows' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of Chrome on Windows?' });
    expect(within(dialog).getByText(/the device you are using/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('says when no device is signed in, and when the list cannot be read (with a retry)', async () => {
    let fail = true;
    fakeServer((call) => {
      if (call.path !== OWN) return undefined;
      return fail ? { status: 503, body: { message: 'Down for a moment.' } } : { status: 200, body: [] };
    });
    renderDevices();
    expect(await screen.findByText('Down for a moment.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No device is signed in.')).toBeTruthy();
  });

  it('shows the same in Arabic', async () => {
    await applyLanguage('ar');
    devicesServer(() => [LAPTOP, PHONE]);
    renderDevices();
    expect(await screen.findByRole('heading', { name: 'الأجهزة المسجّل الدخول منها' })).toBeTruthy();
    const phone = await deviceRow('Safari على iOS');
    expect(within(phone).getByText('قبل 5 دقائق')).toBeTruthy();
    expect(await screen.findByText('هذا الجهاز')).toBeTruthy();
  });
});

describe("A member's devices on the Staff page", { timeout: 20_000 }, () => {
  const MEMBER = `/api/v1/admin/staff/${DOOR.id}/sessions`;

  it('opens from the row and ends all of them after asking', async () => {
    let sessions: UserSession[] = [{ ...PHONE }];
    const calls = staffServer((call) => {
      if (call.path !== MEMBER) return undefined;
      if (call.method === 'GET') return { status: 200, body: sessions };
      sessions = [];
      return { status: 200, body: { ended: 1 } };
    });
    renderAt(
      (root) => <StaffPage search={parseStaffSearch(root.useSearch())} DevicesDialog={MemberDevicesDialog} />,
      '/en/admin/staff',
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'Devices of door' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Devices of door' });
    expect(await within(dialog).findByRole('listitem', { name: 'Safari on iOS' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out of all devices' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('No device is signed in.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === MEMBER)).toBe(true);
  });

  it('offers no Devices for a deactivated member', async () => {
    staffServer();
    renderAt(
      (root) => <StaffPage search={parseStaffSearch(root.useSearch())} DevicesDialog={MemberDevicesDialog} />,
      '/en/admin/staff',
    );
    expect((await screen.findAllByRole('button', { name: 'Devices of door' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Devices of Omar' })).toBeNull();
  });
});

describe('Logout', { timeout: 20_000 }, () => {
  function LogoutButton() {
    const logout = useLogout();
    return (
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    );
  }

  it('ends the session on the server before forgetting it here', async () => {
    const calls = fakeServer((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    const claims = btoa(JSON.stringify({ sub: '1', sid: LAPTOP.id })).replace(/=+$/, '');
    localStorage.setItem('access_token', `header.${claims}.signature`);
    const { router } = renderAt(() => <LogoutButton />, '/en/user');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE ${OWN}/${LAPTOP.id}`]);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
