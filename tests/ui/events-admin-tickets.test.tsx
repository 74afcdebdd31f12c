import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function server(patch: () => { status: number; body: unknown } = () => ({ status: 200, body: STANDARD })) {
  return eventsServer(ORGANISER, (call) => {
    if (call.path === TICKETS && call.method === 'GET') return { status: 200, body: [STANDARD] };
    if (call.path === `${TICKETS}/11` && call.method === 'PATCH') return patch();
    return undefined;
  });
}

async function openStandard(lang: 'en' | 'ar' = 'en') {
  renderAt(() => <TicketsPanel event={SUMMIT} canChange />, `/${lang}/admin/events/1?tab=tickets`);
  const name = lang === 'en' ? 'Edit Standard' : 'تعديل عادي';
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe("an event's tickets", { timeout: 20_000 }, () => {
  it('lists each ticket with its dates and the places taken, paid and held', async () => {
    server();
    renderAt(() => <TicketsPanel event={SUMMIT} canChange />, '/en/admin/events/1?tab=tickets');
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(list).getByText('Standard')).toBeTruthy();
    expect(within(list).getByText('3 dates')).toBeTruthy();
    expect(within(list).getByText('5 taken (4 paid, 1 held)')).toBeTruthy();
  });

  it('says in the dialog how many places are taken, and previews the dates the rules give', async () => {
    const calls = server();
    const dialog = await openStandard();
    expect(within(dialog).getByRole('note').textContent).toBe('5 taken (4 paid, 1 held)');
    expect(within(dialog).getByText('3 dates on sale')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add dates' }));
    fireEvent.change(within(dialog).getByLabelText('Rule 2'), { target: { value: 'weekly' } });
    const from = within(dialog).getAllByLabelText('From')[1] as HTMLElement;
    const to = within(dialog).getAllByLabelText('To')[1] as HTMLElement;
    fireEvent.change(from, { target: { value: '2026-12-13' } });
    fireEvent.change(to, { target: { value: '2026-12-26' } });
    // 2026-12-13 is a Sunday: Sundays and Fridays of two weeks add four dates.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sun' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fri' }));
    expect(within(dialog).getByText('7 dates on sale')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Day to exclude'), { target: { value: '2026-12-11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(within(dialog).getByText('6 dates on sale')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      date_rules: [
        STANDARD.date_rules[0],
        { kind: 'weekly', from: '2026-12-13', to: '2026-12-26', weekdays: [0, 5] },
      ],
      excluded_dates: ['2026-12-11'],
      quantity: 200,
    });
  });

  it("shows the server's refusal of a quantity below the places taken under the field, in Arabic", async () => {
    await applyLanguage('ar');
    server(() => ({ status: 400, body: { quantity: ['4 أماكن على الأقل محجوزة في 2026-12-10.'] } }));
    const dialog = await openStandard('ar');
    fireEvent.change(within(dialog).getByLabelText('الأماكن لكل تاريخ'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('4 أماكن على الأقل محجوزة في 2026-12-10.')).toBeTruthy();
    expect(within(dialog).getByRole('note').textContent).toBe('5 أماكن محجوزة (4 مدفوع، 1 قيد الدفع)');
  });

  it('refuses a rule that ends before it starts before asking the server', async () => {
    const calls = server();
    const dialog = await openStandard();
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rule 1 ends before it starts.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
