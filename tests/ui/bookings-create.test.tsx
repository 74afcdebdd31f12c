import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardEventDetail } from '@/domain/contracts/bookings';
import { CreateBooking } from '@/features/bookings/components/create-booking';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, iftar, renderAt } from './bookings-fixtures';

const summit: DashboardEventDetail = {
  ...iftar,
  id: 1,
  slug: 'gulf-tech-summit',
  title: 'Gulf Tech Summit',
  is_free: false,
  tickets: [
    {
      ...(iftar.tickets[0] as DashboardEventDetail['tickets'][number]),
      id: 21,
      name: 'Standard',
      price: '15.000',
    },
    {
      ...(iftar.tickets[0] as DashboardEventDetail['tickets'][number]),
      id: 22,
      name: 'VIP',
      price: '40.000',
    },
  ],
  extra_fields: [],
  phone: { enabled: true, required: true },
  gateways: [
    { code: 'knet', name: 'KNET' },
    { code: 'card', name: 'Card' },
  ],
};

function server(book: (call: Call) => { status: number; body?: unknown }) {
  return fakeServer((call) => {
    if (call.path === '/dashboard/events')
      return {
        status: 200,
        body: [iftar, summit].map(({ id, slug, title, is_free, currency_code }) => ({
          id,
          slug,
          title,
          is_free,
          currency_code,
        })),
      };
    if (call.path === '/dashboard/events/2') return { status: 200, body: iftar };
    if (call.path === '/dashboard/events/1') return { status: 200, body: summit };
    if (call.path === '/dashboard/booking' && call.method === 'POST') return book(call);
    return undefined;
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function chooseEvent(title: string) {
  const select = await screen.findByRole('combobox', { name: /Event/ });
  fireEvent.change(select, { target: { value: title === 'Community Iftar' ? '2' : '1' } });
  await screen.findByRole('form', { name: 'Create booking' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toaster.remove());
});

describe('booking create', { timeout: 30_000 }, () => {
  it('books a free event: required custom field, optional empty ones omitted, then opens the booking', async () => {
    const calls = server(() => ({
      status: 201,
      body: { booking_id: 'b0000000-0000-4000-8000-000000000001', redirect_url: null, tickets_url: '/t' },
    }));
    const { router } = renderAt(() => <CreateBooking />, '/en/event/create');
    await chooseEvent('Community Iftar');
    // No gateway for a free event; the single ticket and its single open date are chosen already.
    expect(screen.queryByRole('combobox', { name: /Payment gateway/ })).toBeNull();
    expect((screen.getByRole('combobox', { name: /Ticket/ }) as HTMLSelectElement).value).toBe('11');
    const date = screen.getByRole('combobox', { name: /Date/ }) as HTMLSelectElement;
    expect(date.value).toBe('2099-03-12');
    expect(
      within(date)
        .getByRole('option', { name: /sold out/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.change(field(/Email/), { target: { value: 'sara@example.com' } });
    fireEvent.change(field(/First name/), { target: { value: 'Sara' } });
    fireEvent.change(field(/Last name/), { target: { value: 'Ali' } });
    fireEvent.change(field(/Quantity/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/dashboard/booking')).toBe(false);

    fireEvent.change(field(/Company/), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booking created successfully')).toBeTruthy();
    expect(calls.find((call) => call.path === '/dashboard/booking')?.body).toEqual({
      event: 'community-iftar',
      ticket: 11,
      event_date: '2099-03-12',
      quantity: 2,
      email: 'sara@example.com',
      first_name: 'Sara',
      last_name: 'Ali',
      fields: { company: 'Acme' },
      lang: 'en',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/event/bookings/b0000000-0000-4000-8000-000000000001'),
    );
  });

  it('asks a gateway for a paid event, shows server errors per field, then the payment link', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: { ticket: ['Sold out for this date'], phone: ['Enter valid phone number'] },
    };
    const calls = server(() => answer);
    renderAt(() => <CreateBooking />, '/en/event/create');
    await chooseEvent('Gulf Tech Summit');
    fireEvent.change(screen.getByRole('combobox', { name: /Ticket/ }), { target: { value: '22' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Date/ }), { target: { value: '2099-03-12' } });
    fireEvent.change(field(/Email/), { target: { value: 'omar@example.com' } });
    fireEvent.change(field(/First name/), { target: { value: 'Omar' } });
    fireEvent.change(field(/Last name/), { target: { value: 'Saleh' } });
    fireEvent.change(field(/Phone/), { target: { value: '+96512345678' } });
    const submit = screen.getByRole('button', { name: 'Create booking and payment link' });
    fireEvent.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);

    fireEvent.change(screen.getByRole('combobox', { name: /Payment gateway/ }), {
      target: { value: 'knet' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('Sold out for this date')).toBeTruthy();
    expect(screen.getByText('Enter valid phone number')).toBeTruthy();
    const sent = calls.find((call) => call.path === '/dashboard/booking');
    expect(sent?.body).toMatchObject({
      ticket: 22,
      gateway_code: 'knet',
      phone: '+96512345678',
      quantity: 1,
    });

    answer = {
      status: 201,
      body: { booking_id: 'b2', redirect_url: 'https://pay.example/sandbox/abc', tickets_url: null },
    };
    fireEvent.click(submit);
    expect(await screen.findByRole('link', { name: 'https://pay.example/sandbox/abc' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open booking' }).getAttribute('href')).toBe(
      '/en/event/bookings/b2',
    );
  });
});
