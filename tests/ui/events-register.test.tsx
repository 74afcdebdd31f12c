import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayChoiceList } from '@/components/pay-choice-list';
import type { BookingResponse } from '@/domain/contracts/events';
import { RegisterPage } from '@/features/events/components/register-page';
import { applyLanguage } from '@/lib/i18n';
import { day, eventDetail, payChoice, renderAt, ticket } from './events-fixtures';
import { type Call, serve } from './transaction-actions/server-stub';

const FREE = eventDetail({
  slug: 'community-iftar',
  title: 'Community Iftar',
  is_free: true,
  tickets: [ticket({ price: '0.000', name: 'Place' })],
});
const PAID = eventDetail();
const CHOICES = [
  payChoice({}),
  payChoice({
    gateway_code: 'kpay',
    gateway: 'KPay',
    value: 'kpay',
    fee: '0.250',
    amount: '30.250',
    button_verb: 'Pay with KPay',
    is_default: true,
    best_choice: true,
  }),
];

function answer(event: typeof FREE, booking: (call: Call) => { status: number; body?: unknown }) {
  return serve((call) => {
    if (call.url.includes('/events/')) return { status: 200, body: event };
    if (call.url.includes('/booking/pay-choices/')) return { status: 200, body: CHOICES };
    if (call.url.endsWith('/plugins/event/booking')) return booking(call);
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

function renderRegister(event: typeof FREE, quantity: number, onBooked = vi.fn()) {
  const search = `ticket=${event.tickets[0]?.id}&date=${day(2)}&quantity=${quantity}`;
  renderAt(`/en/register/${event.slug}?${search}`, () => (
    <RegisterPage
      slug={event.slug}
      chosen={{ ticket: event.tickets[0]?.id, date: day(2), quantity }}
      renderChoices={(props) => <PayChoiceList {...props} />}
      onBooked={onBooked}
    />
  ));
  return onBooked;
}

const box = (name: string) => screen.getByRole('textbox', { name });

afterEach(async () => {
  await applyLanguage('en');
});

describe('register/{slug}', { timeout: 20_000 }, () => {
  it('says what is missing under each field, then books a free place with one intent key', async () => {
    await applyLanguage('en');
    const booked: BookingResponse = {
      booking_id: 'b-1',
      redirect_url: null,
      tickets_url: 'http://localhost/api/v1/plugins/event/tickets/b-1?token=t',
      places: [{ number: 'K7Q2-1', qrcode: 'GPT1.1.K7Q2-1.sig' }],
    };
    const calls = answer(FREE, () => ({ status: 201, body: booked }));
    const onBooked = renderRegister(FREE, 1);
    const book = await screen.findByRole('button', { name: 'Book' });
    fireEvent.click(book);
    // First, last, email and the required company field.
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();

    fireEvent.change(box('First name'), { target: { value: ' Noura ' } });
    fireEvent.change(box('Last name'), { target: { value: 'Al-Mutairi' } });
    fireEvent.change(box('Email'), { target: { value: 'noura@example' } });
    fireEvent.change(box('Company'), { target: { value: 'Gulf Pay' } });
    fireEvent.change(box('Phone'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    fireEvent.click(book);
    expect(await screen.findByText('Enter valid email address')).toBeTruthy();
    expect(screen.getByText('Enter valid phone number')).toBeTruthy();

    fireEvent.change(box('Email'), { target: { value: 'noura@example.com' } });
    fireEvent.change(box('Phone'), { target: { value: '5000 1234' } });
    fireEvent.click(book);
    fireEvent.click(book);
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booked));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/[0-9a-f-]{36}/);
    expect(posts[0]?.body).toEqual({
      event: 'community-iftar',
      ticket: 1,
      event_date: day(2),
      quantity: 1,
      first_name: 'Noura',
      last_name: 'Al-Mutairi',
      email: 'noura@example.com',
      phone: '+96550001234',
      fields: { company: 'Gulf Pay' },
      lang: 'en',
    });
  });

  it('offers the gateways priced for the quantity, the default first, and shows server errors per field', async () => {
    await applyLanguage('en');
    const calls = answer(PAID, () => ({
      status: 400,
      body: { company: ['This field is required'], ticket: ['Sold out for this date'] },
    }));
    renderRegister(PAID, 2);
    const pay = await screen.findByRole('button', { name: 'Pay with KPay' });
    expect(screen.getByText('Best Choice')).toBeTruthy();
    expect(screen.getByText('2 × Standard')).toBeTruthy();
    expect(screen.getByText('30.000 KWD')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('pay-choices'))?.body).toEqual({ ticket: 1, quantity: 2 });

    fireEvent.change(box('First name'), { target: { value: 'Noura' } });
    fireEvent.change(box('Last name'), { target: { value: 'Al-Mutairi' } });
    fireEvent.change(box('Email'), { target: { value: 'noura@example.com' } });
    fireEvent.change(box('Company'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    fireEvent.click(screen.getByRole('radio', { name: /KNET/ }));
    // A blank required field is caught here; the server's own answer is shown when it differs.
    fireEvent.click(screen.getByRole('button', { name: 'Pay with KNET' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(box('Company'), { target: { value: 'Gulf Pay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with KNET' }));
    expect(await screen.findByText('Sold out for this date')).toBeTruthy();
    const booking = calls.find((call) => call.url.endsWith('/plugins/event/booking'));
    expect(booking?.body).toMatchObject({ gateway_code: 'knet', quantity: 2 });
    expect(booking?.body).not.toHaveProperty('phone');
    expect(pay).toBeTruthy();
  });

  it('sends the customer back to choose when the link names a date that is gone', async () => {
    await applyLanguage('ar');
    const soldOut = eventDetail({
      tickets: [
        ticket({ remaining_qty_per_date: { [day(2)]: { status: 'soldOut', remaining_quantity: 0 } } }),
      ],
    });
    answer(soldOut, () => ({ status: 500 }));
    renderRegister(soldOut, 1);
    expect(await screen.findByText('اختر التذكرة والتاريخ والعدد أولًا.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اختر التذاكر' }).getAttribute('href')).toContain(
      '/ar/events/gulf-tech-summit',
    );
  });
});
