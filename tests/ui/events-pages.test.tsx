import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@/domain/contracts/events';
import { EventDetailPage } from '@/features/events/components/event-detail-page';
import { FeedbackPage } from '@/features/events/components/feedback-page';
import { ThanksForRegisterPage } from '@/features/events/components/thanks-for-register-page';
import { keepBooking } from '@/features/events/lib/booking-store';
import type { ChosenTickets } from '@/features/events/lib/selection';
import { applyLanguage } from '@/lib/i18n';
import { day, eventDetail, renderAt, ticket } from './events-fixtures';
import { serve } from './transaction-actions/server-stub';

function renderDetail(event: EventDetail, chosen: ChosenTickets = {}) {
  serve((call) => (call.url.includes('/events/') ? { status: 200, body: event } : { status: 404 }));
  const onBook = vi.fn();
  let current = chosen;
  const onChoose = vi.fn((next: ChosenTickets) => {
    current = next;
  });
  const router = renderAt(`/en/events/${event.slug}`, () => (
    <EventDetailPage slug={event.slug} chosen={current} onChoose={onChoose} onBook={onBook} />
  ));
  return { onBook, onChoose, router, chosen: () => current };
}

afterEach(async () => {
  sessionStorage.clear();
  await applyLanguage('en');
});

describe('event pages', { timeout: 20_000 }, () => {
  it('says an unknown event was not found, and offers a retry when the load failed', async () => {
    await applyLanguage('en');
    let status = 404;
    serve(() => ({ status, body: { message: 'nope' } }));
    renderAt('/en/events/gone', () => <FeedbackPage slug="gone" onSent={vi.fn()} />);
    expect(await screen.findByText('Event not found')).toBeTruthy();

    status = 500;
    renderAt('/en/events/broken', () => (
      <EventDetailPage slug="broken" chosen={{}} onChoose={vi.fn()} onBook={vi.fn()} />
    ));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a sold-out date that cannot be chosen and preselects the one date left', async () => {
    await applyLanguage('en');
    const event = eventDetail({
      tickets: [
        ticket({
          dates: [day(-1), day(1), day(2)],
          remaining_qty_per_date: {
            [day(1)]: { status: 'soldOut', remaining_quantity: 0 },
            [day(2)]: { status: 'available', remaining_quantity: 3 },
          },
        }),
      ],
    });
    const { onBook } = renderDetail(event);
    expect(await screen.findByText('Sold out')).toBeTruthy();
    const radios = screen
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).name === 'event_date');
    // Yesterday is not offered at all.
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).disabled).toBe(true);
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('3 places left')).toBeTruthy();
    // The ticket's price and the total for one place.
    expect(screen.getAllByText('15.000 KWD', { exact: false })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onBook).toHaveBeenCalledWith({ ticket: 1, date: day(2), quantity: 1 });
  });

  it('keeps the quantity between one and the places left, digits only', async () => {
    await applyLanguage('en');
    const event = eventDetail({
      tickets: [
        ticket({ remaining_qty_per_date: { [day(1)]: { status: 'available', remaining_quantity: 2 } } }),
      ],
    });
    const { onChoose } = renderDetail(event, { ticket: 1, date: day(1), quantity: 2 });
    expect(await screen.findByText('30.000 KWD', { exact: false })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'More tickets' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '9x' } });
    expect(onChoose).toHaveBeenLastCalledWith({ ticket: 1, date: day(1), quantity: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Fewer tickets' }));
    expect(onChoose).toHaveBeenLastCalledWith({ ticket: 1, date: day(1), quantity: 1 });
  });

  it('says Free and Book for a free event, in Arabic', async () => {
    await applyLanguage('ar');
    renderDetail(
      eventDetail({ is_free: true, title: 'إفطار المجتمع', tickets: [ticket({ price: '0.000' })] }),
    );
    expect(await screen.findByRole('heading', { name: 'إفطار المجتمع', level: 1 })).toBeTruthy();
    expect(screen.getByText('مجانًا')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'احجز' })).toBeTruthy();
  });

  it('shows the booked places as QR codes and the tickets link on the thanks page', async () => {
    await applyLanguage('en');
    keepBooking({
      booking_id: 'b-7',
      redirect_url: null,
      tickets_url: 'http://localhost/api/v1/plugins/event/tickets/b-7?token=t',
      places: [
        { number: 'K7Q2-1', qrcode: 'GPT1.1.K7Q2-1.sig1' },
        { number: 'K7Q2-2', qrcode: 'GPT1.1.K7Q2-2.sig2' },
      ],
    });
    renderAt('/en/thanks-for-register?booking=b-7', () => <ThanksForRegisterPage bookingId="b-7" />);
    expect(await screen.findByRole('heading', { name: 'Thank you for registering!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Ticket' }).getAttribute('href')).toContain(
      '/tickets/b-7',
    );
    await waitFor(() => expect(screen.getAllByRole('img', { name: /QR code of place/ })).toHaveLength(2));
    // The reference is bidi-isolated, so it reads the same inside the Arabic label.
    expect(screen.getByText('Place \u2068K7Q2-2\u2069')).toBeTruthy();
  });

  it('points to the emailed tickets when the booking is not on this device', async () => {
    renderAt('/en/thanks-for-register?booking=x', () => <ThanksForRegisterPage bookingId="x" />);
    expect(await screen.findByText(/check your email for your tickets/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download Ticket' })).toBeNull();
  });

  it('asks for a rating, a name and an email before sending feedback', async () => {
    await applyLanguage('en');
    const event = eventDetail({ slug: 'autumn-fair', title: 'Autumn Fair', feedback_open: true });
    const calls = serve((call) =>
      call.url.includes('/feedback/')
        ? { status: 201, body: { message: 'Thank you' } }
        : { status: 200, body: event },
    );
    const onSent = vi.fn();
    renderAt('/en/leave-feedback/autumn-fair', () => <FeedbackPage slug="autumn-fair" onSent={onSent} />);
    const send = await screen.findByRole('button', { name: 'Send feedback' });
    fireEvent.click(send);
    expect(await screen.findByText('Please choose a rating')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Khaled' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'k@example.com' } });
    fireEvent.click(send);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      rating: 4,
      comment: '',
      name: 'Khaled',
      email: 'k@example.com',
    });
  });
});
