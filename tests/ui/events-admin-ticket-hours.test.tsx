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

const TICKET = '/api/v1/admin/events/1/tickets/11';

function server(ticket = STANDARD) {
  return eventsServer(ORGANISER, (call) => {
    if (call.path === '/api/v1/admin/events/1/tickets' && call.method === 'GET')
      return { status: 200, body: [ticket] };
    if (call.path === TICKET && call.method === 'PATCH') return { status: 200, body: ticket };
    return undefined;
  });
}

async function openStandard(lang: 'en' | 'ar' = 'en') {
  renderAt(() => <TicketsPanel event={SUMMIT} canChange />, `/${lang}/admin/events/1?tab=tickets`);
  fireEvent.click(
    await screen.findByRole('button', { name: lang === 'en' ? 'Edit Standard' : 'تعديل عادي' }),
  );
  return screen.findByRole('dialog');
}

const patchOf = async (calls: { method: string; body?: unknown }[]) => {
  await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
  return calls.find((call) => call.method === 'PATCH')?.body as { allowed_hours: unknown };
};

describe("a ticket's allowed hours in its dialog", { timeout: 20_000 }, () => {
  it('sells at any time until switched on, then saves the weekdays left open with their hours', async () => {
    const calls = server();
    const dialog = await openStandard();
    expect(within(dialog).queryByRole('list', { name: 'Hours per weekday' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sell only in hours per weekday' }));
    const week = await within(dialog).findByRole('list', { name: 'Hours per weekday' });
    fireEvent.click(within(week).getByRole('button', { name: 'Remove hours 1 of Saturday' }));
    expect(within(within(week).getByRole('group', { name: 'Saturday' })).getByText(/^Closed/)).toBeTruthy();
    fireEvent.change(within(week).getByLabelText('Friday, hours 1: from'), { target: { value: '16:00' } });
    fireEvent.click(within(week).getByRole('button', { name: 'Add hours on Sunday' }));
    fireEvent.change(within(week).getByLabelText('Sunday, hours 1: to'), { target: { value: '12:00' } });
    fireEvent.change(within(week).getByLabelText('Sunday, hours 2: from'), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const day = [{ from: '09:00', to: '22:00' }];
    expect((await patchOf(calls)).allowed_hours).toEqual({
      0: [
        { from: '09:00', to: '12:00' },
        { from: '17:00', to: '22:00' },
      ],
      1: day,
      2: day,
      3: day,
      4: day,
      5: [{ from: '16:00', to: '22:00' }],
    });
  });

  it('names the weekday and hours that end before they start, and asks the server nothing', async () => {
    const calls = server();
    const dialog = await openStandard();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sell only in hours per weekday' }));
    const to = await within(dialog).findByLabelText('Monday, hours 1: to');
    fireEvent.change(to, { target: { value: '08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Monday, hours 1: the end must be after the start.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows saved hours in Arabic with closed weekdays, and switching off sells at any time again', async () => {
    await applyLanguage('ar');
    const calls = server({ ...STANDARD, allowed_hours: { 5: [{ from: '18:00', to: '23:00' }] } });
    const dialog = await openStandard('ar');
    const week = within(dialog).getByRole('list', { name: 'الساعات لكل يوم من الأسبوع' });
    expect((within(week).getByLabelText('الجمعة، الفترة 1: من') as HTMLInputElement).value).toBe('18:00');
    expect(within(within(week).getByRole('group', { name: 'السبت' })).getByText(/^مغلق/)).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'البيع في ساعات محددة لكل يوم من الأسبوع' }),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('list', { name: 'الساعات لكل يوم من الأسبوع' })).toBeNull(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect((await patchOf(calls)).allowed_hours).toBeNull();
  });
});
