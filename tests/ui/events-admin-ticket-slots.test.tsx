import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminTicket } from '@/domain/contracts/events-admin';
import { TicketsPanel } from '@/features/events-admin/components/tickets-panel';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { renderAt } from './bookings-fixtures';
import { eventsServer, ORGANISER, STANDARD, SUMMIT } from './events-admin-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const TICKETS = '/api/v1/admin/events/1/tickets';
/** Time ranges are isolated so they read in order inside Arabic text. */
const range = (from: string, to: string) => `\u2068${from} – ${to}\u2069`;

const MATINEE: AdminTicket = {
  ...STANDARD,
  id: 12,
  start_time: '13:00',
  end_time: '17:00',
  taken_by_date: {},
};
const VIP: AdminTicket = { ...STANDARD, id: 13, name_en: 'VIP', name_ar: 'كبار الشخصيات', taken_by_date: {} };

function server(tickets: AdminTicket[]) {
  return eventsServer(ORGANISER, (call) => {
    if (call.path === TICKETS && call.method === 'GET') return { status: 200, body: tickets };
    if (call.path === TICKETS && call.method === 'POST')
      return { status: 201, body: { ...STANDARD, ...(call.body as object), id: 20 } };
    return undefined;
  });
}

async function openSlotDialog(name: string, lang: 'en' | 'ar' = 'en') {
  renderAt(() => <TicketsPanel event={SUMMIT} canChange />, `/${lang}/admin/events/1?tab=tickets`);
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe("a ticket's time slots", { timeout: 20_000 }, () => {
  it('adds a slot as a copy of the ticket with its own times and places', async () => {
    const calls = server([STANDARD]);
    const dialog = await openSlotDialog('Add a time slot to Standard');
    expect(within(dialog).getByRole('heading', { name: 'New time slot of Standard' })).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Its times now' }).textContent).toBe(
      range('06:00 PM', '11:00 PM'),
    );
    // 23:00 plus the ticket's five hours runs past midnight: no times are offered.
    expect((within(dialog).getByLabelText('Starts') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '13:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '17:00' } });
    fireEvent.change(within(dialog).getByLabelText('Places per date'), { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add time slot' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const { id: _id, event_id: _event, dates: _dates, taken_by_date: _taken, ...fields } = STANDARD;
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ...fields,
      start_time: '13:00',
      end_time: '17:00',
      quantity: 80,
    });
    expect(
      await screen.findByText(`Standard now also has a slot at ${range('01:00 PM', '05:00 PM')}.`),
    ).toBeTruthy();
  });

  it("refuses a sibling's times and an unreadable time before asking the server", async () => {
    const calls = server([STANDARD, MATINEE]);
    const dialog = await openSlotDialog(`Add a time slot to Standard · ${range('06:00 PM', '11:00 PM')}`);
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '13:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add time slot' }));
    expect(
      await within(dialog).findByText(`Standard already has a slot at ${range('01:00 PM', '05:00 PM')}.`),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add time slot' }));
    expect(await within(dialog).findByText('Give the time as HH:mm, e.g. 18:30.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lists the slots of a ticket together, earliest first, each named with its times, in Arabic', async () => {
    await applyLanguage('ar');
    server([STANDARD, VIP, MATINEE]);
    renderAt(() => <TicketsPanel event={SUMMIT} canChange />, '/ar/admin/events/1?tab=tickets');
    const list = await screen.findByRole('list', { name: 'التذاكر' });
    const edits = within(list)
      .getAllByRole('button', { name: /^تعديل/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(edits).toEqual([
      `تعديل عادي · ${range('01:00 م', '05:00 م')}`,
      `تعديل عادي · ${range('06:00 م', '11:00 م')}`,
      'تعديل كبار الشخصيات',
    ]);
    fireEvent.click(
      within(list).getByRole('button', {
        name: `إضافة فترة زمنية إلى عادي · ${range('01:00 م', '05:00 م')}`,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'فترة زمنية جديدة لـ عادي' })).toBeTruthy();
  });
});
