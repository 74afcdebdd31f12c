import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingListOptions } from '@/domain/contracts/bookings';
import { BookingsPage } from '@/features/bookings/components/bookings-page';
import { parseBookingSearch } from '@/features/bookings/lib/booking-search';
import { toaster } from '@/lib/toast-store';
import { bookingRow, type Call, fakeServer, iftar, renderAt } from './bookings-fixtures';

const OPTIONS: BookingListOptions = {
  events: [
    { id: 1, title: 'Gulf Tech Summit' },
    { id: 2, title: 'Community Iftar' },
  ],
  all_event_dates: ['2026-03-12', '2026-03-13'],
  email_choices: ['sara@example.com'],
  customer_phone_choices: ['+96550000001'],
  config_fields: [],
};

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    bookingRow(`${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`),
  );

/** A bookings server of `total` rows: pages sliced by limit/offset, counters, metadata, event detail. */
function server(
  total: number,
  extra: (call: Call) => ReturnType<Parameters<typeof fakeServer>[0]> = () => undefined,
) {
  const all = rows(total);
  return fakeServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/booking/list' && call.method === 'OPTIONS') return { status: 200, body: OPTIONS };
    if (call.path === '/booking/list') {
      const limit = Number(call.query.get('limit') ?? 1000);
      const offset = Number(call.query.get('offset') ?? 0);
      const results = all.slice(offset, offset + limit);
      return {
        status: 200,
        body: { count: total, next: offset + limit < total ? 'next' : null, previous: null, results },
      };
    }
    if (call.path === '/booking_statistics')
      return { status: 200, body: { booked: 40, attended: 25, not_attended: 15 } };
    if (call.path === '/dashboard/events/2') return { status: 200, body: iftar };
    return undefined;
  });
}

function renderList(path = '/en/event/bookings') {
  return renderAt(
    (root) => <BookingsPage search={parseBookingSearch(root.useSearch())} basePath="/en/event/bookings" />,
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('bookings list', { timeout: 20_000 }, () => {
  it('shows the counters, the rows with status colours and up to ten page links', async () => {
    server(135);
    const { router } = renderList();
    const counters = await screen.findByRole('region', { name: 'Booking counters' });
    await waitFor(() => expect(within(counters).getByText('40')).toBeTruthy());
    expect(within(counters).getByText('Attended')).toBeTruthy();
    expect(within(counters).getByText('15')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Open booking 00000000' }).getAttribute('href')).toBe(
      '/en/event/bookings/00000000-0000-4000-8000-000000000000',
    );
    expect(within(first).getByText('Paid').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'paid',
    );
    expect(screen.getByText('1–10 of 135')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '→']);
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    expect(await screen.findByText('21–30 of 135')).toBeTruthy();
  });

  it('offers rows per page only above each total, and hides them when one page holds all', async () => {
    server(60);
    const { router } = renderList();
    const group = await screen.findByRole('radiogroup', { name: 'Rows per page' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['10', '50', 'all']);
    fireEvent.click(within(group).getByText('All'));
    await waitFor(() => expect(router.state.location.search).toEqual({ per_page: 'all' }));
    expect(await screen.findByText('1–60 of 60')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('says there are no bookings, without page sizes or pages', async () => {
    server(0);
    renderList();
    expect(await screen.findByText('No bookings')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the ticket filter only once an event is chosen, and applies the filters to list and counters', async () => {
    const calls = server(3);
    const { router } = renderList();
    await screen.findByRole('table', { name: 'Bookings' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('form', { name: 'Filter bookings' });
    expect(within(panel).queryByLabelText('Ticket')).toBeNull();

    fireEvent.change(within(panel).getByLabelText('Event'), { target: { value: '2' } });
    const ticket = await within(panel).findByLabelText('Ticket');
    await waitFor(() => expect(within(ticket).getByRole('option', { name: 'General' })).toBeTruthy());
    fireEvent.change(ticket, { target: { value: '11' } });
    fireEvent.change(within(panel).getByLabelText('Attendance'), { target: { value: 'partial_attended' } });
    fireEvent.change(within(panel).getByLabelText('Created from'), { target: { value: '2026-03-05' } });
    expect(within(panel).getByLabelText('Created to').getAttribute('min')).toBe('2026-03-05');
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        event: 2,
        ticket: 11,
        attendance: 'partial_attended',
        created_after: '2026-03-05',
      }),
    );
    await waitFor(() => {
      const stats = calls.filter((call) => call.path === '/booking_statistics').at(-1);
      expect(stats?.query.get('ticket')).toBe('11');
      expect(stats?.query.get('attendance')).toBe('partial_attended');
    });
    const list = calls.filter((call) => call.path === '/booking/list' && call.method === 'GET').at(-1);
    expect(list?.query.get('event')).toBe('2');
    expect(list?.query.get('created_after')).toBe('2026-03-05');
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('4');
  });

  it('searches 500 ms after the last keystroke', async () => {
    server(3);
    const { router } = renderList();
    const box = await screen.findByRole('searchbox', { name: 'Search bookings' });
    fireEvent.change(box, { target: { value: 'sar' } });
    fireEvent.change(box, { target: { value: 'sara' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.search).toEqual({});
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'sara' }));
  });

  it("sends a row's tickets by email and says so", async () => {
    const calls = server(1, (call) =>
      call.path === '/notifications/booking/email'
        ? { status: 200, body: { message: 'Tickets sent again' } }
        : undefined,
    );
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send the tickets of booking 00000000 by email' }),
    );
    expect(await screen.findByText('Tickets sent again')).toBeTruthy();
    expect(calls.find((call) => call.path === '/notifications/booking/email')?.body).toEqual({
      booking_id: '00000000-0000-4000-8000-000000000000',
    });
  });

  it('exports the filtered bookings as CSV in the page language and saves the file', async () => {
    const calls = server(2, (call) =>
      call.path === '/booking/export'
        ? {
            status: 200,
            file: { text: 'Reference,Name\r\nA1B2C3D4,Sara Ali\r\n', type: 'text/csv', name: 'bookings.csv' },
          }
        : undefined,
    );
    const saved: Blob[] = [];
    // The browser's download is the boundary: keep the file the page hands it.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:bookings';
    });
    renderList('/en/event/bookings?attendance=attended&q=sara');
    await screen.findByRole('table', { name: 'Bookings' });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    fireEvent.keyDown(menu, { key: 'Home' });
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'CSV' }).hasAttribute('data-highlighted')).toBe(true),
    );
    fireEvent.keyDown(menu, { key: 'Enter' });

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]?.text()).toContain('Sara Ali');
    const request = calls.find((call) => call.path === '/booking/export');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      q: 'sara',
      attendance: 'attended',
      file_format: 'csv',
      language: 'en',
    });
  });

  it('shows a failed load with a retry', async () => {
    fakeServer((call) =>
      call.path === '/booking/list' && call.method === 'OPTIONS'
        ? { status: 200, body: OPTIONS }
        : call.path === '/booking/list'
          ? { status: 500, body: { message: 'Database unavailable' } }
          : { status: 200, body: { booked: 0, attended: 0, not_attended: 0 } },
    );
    renderList();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
