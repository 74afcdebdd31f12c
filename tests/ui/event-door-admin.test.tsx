import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventCheckInAdmin } from '@/domain/contracts/check-in';
import type { UserDetails } from '@/domain/contracts/users';
import { EventCheckInPanel } from '@/features/event-door-admin/components/event-check-in-panel';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import arEvents from '../../locales/ar/events-admin.json';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const EVENT = 12;
const PATH = `/api/v1/admin/events/${EVENT}`;

function door(kids: number): EventCheckInAdmin {
  return {
    gates: [
      { id: 1, name: 'North' },
      { id: 2, name: 'South' },
    ],
    keys: Array.from({ length: kids }, (_, i) => ({
      kid: i + 1,
      created_at: `2026-11-2${i}T09:00:00Z`,
      retired_at: i + 1 < kids ? `2026-11-2${i + 1}T09:00:00Z` : null,
      current: i + 1 === kids,
      accepted: true,
    })),
    check_ins: [
      { gate: 'North', admitted: 3 },
      { gate: 'South', admitted: 1 },
    ],
  };
}

function server(
  permissions: string[],
  answers: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  let kids = 1;
  const me = { id: 7, username: 'events', is_superuser: false, permissions } as unknown as UserDetails;
  return fakeServer((call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: me };
    const answer = answers(call);
    if (answer) return answer;
    if (call.path === `${PATH}/check-in`) return { status: 200, body: door(kids) };
    if (call.path === `${PATH}/keys/rotate` && call.method === 'POST') {
      kids += 1;
      return { status: 200, body: { kid: kids } };
    }
    return undefined;
  });
}

const open = (lang: 'en' | 'ar' = 'en') =>
  renderAt(() => <EventCheckInPanel eventId={EVENT} />, `/${lang}/admin/events/${EVENT}`);

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(async () => {
  act(() => toaster.remove());
  await applyLanguage('en');
});

describe("the event's check-in panel", () => {
  it('rotates the key after a confirmation that says old tickets stay valid, and lists both keys', async () => {
    const calls = server(['change_event']);
    open();
    const table = await screen.findByRole('table', { name: 'Signing keys' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('North: 3 places')).toBeTruthy();
    expect(screen.getByText('South: 1 place')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rotate signing key' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Tickets already issued stay valid until the event ends/)).toBeTruthy();
    expect(within(dialog).getByText(/next time they fetch the ticket list/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('New tickets now carry key 2.')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Valid until the event ends')).toBeTruthy();
    expect(within(table).getByText('Current')).toBeTruthy();
    expect(calls.filter((call) => call.path === `${PATH}/keys/rotate`)).toHaveLength(1);
  });

  it('saves renamed and added gates, and refuses a repeated name before sending', async () => {
    const calls = server(['change_event'], (call) =>
      call.method === 'PUT' && call.path === `${PATH}/gates`
        ? {
            status: 200,
            body: (call.body as { gates: { id?: number; name: string }[] }).gates.map((gate, i) => ({
              id: gate.id ?? 10 + i,
              name: gate.name,
            })),
          }
        : undefined,
    );
    open();
    const list = await screen.findByRole('list', { name: 'Gates' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a gate' }));
    const inputs = within(list).getAllByRole('textbox');
    fireEvent.change(inputs[2] as HTMLElement, { target: { value: 'north' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save gates' }));
    expect(await screen.findByText('Each gate needs its own name.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(inputs[2] as HTMLElement, { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove South' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save gates' }));
    expect(await screen.findByText('Gates saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      gates: [{ id: 1, name: 'North' }, { name: 'VIP' }],
    });
  });

  it('shows readers the gates and keys without ways to change them', async () => {
    server(['access_event']);
    open();
    await screen.findByRole('table', { name: 'Signing keys' });
    expect(screen.queryByRole('button', { name: 'Rotate signing key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save gates' })).toBeNull();
  });

  it('reads in Arabic, with the Arabic plural', async () => {
    await applyLanguage('ar');
    server(['change_event']);
    open('ar');
    expect(await screen.findByRole('table', { name: arEvents.door.keys.title })).toBeTruthy();
    expect(screen.getByText('North: 3 مقاعد')).toBeTruthy();
    expect(screen.getByRole('button', { name: arEvents.door.keys.rotate })).toBeTruthy();
  });

  it('says when the door could not be loaded', async () => {
    server(['change_event'], (call) =>
      call.path === `${PATH}/check-in` ? { status: 500, body: { message: 'Server error' } } : undefined,
    );
    open();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });
});
