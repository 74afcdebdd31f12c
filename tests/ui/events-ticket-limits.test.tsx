import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@/domain/contracts/events';
import { EventDetailPage } from '@/features/events/components/event-detail-page';
import type { ChosenTickets } from '@/features/events/lib/selection';
import { applyLanguage } from '@/lib/i18n';
import arEvents from '../../locales/ar/events.json';
import { day, eventDetail, renderAt, ticket } from './events-fixtures';
import { serve } from './transaction-actions/server-stub';

function renderDetail(event: EventDetail, chosen: ChosenTickets = {}, lang: 'en' | 'ar' = 'en') {
  serve((call) => (call.url.includes('/events/') ? { status: 200, body: event } : { status: 404 }));
  const onChoose = vi.fn();
  const onBook = vi.fn();
  renderAt(`/${lang}/events/${event.slug}`, () => (
    <EventDetailPage slug={event.slug} chosen={chosen} onChoose={onChoose} onBook={onBook} />
  ));
  return { onChoose, onBook };
}

const open = { [day(1)]: { status: 'available' as const, remaining_quantity: 50 } };

afterEach(async () => {
  await applyLanguage('en');
});

describe('ticket limits and sale windows on the event page', { timeout: 20_000 }, () => {
  it('starts at the minimum per booking and stops the stepper at the maximum, saying both', async () => {
    await applyLanguage('en');
    const event = eventDetail({
      tickets: [
        ticket({ remaining_qty_per_date: open, min_per_booking: 2, max_per_booking: 4, on_sale: true }),
      ],
    });
    const { onChoose, onBook } = renderDetail(event, { ticket: 1, date: day(1), quantity: 4 });
    expect(await screen.findByText('From 2 to 4 places per booking.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'More tickets' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '1' } });
    expect(onChoose).toHaveBeenLastCalledWith({ ticket: 1, date: day(1), quantity: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onBook).toHaveBeenCalledWith({ ticket: 1, date: day(1), quantity: 4 });
  });

  it('offers a ticket off sale as unavailable and preselects one on sale', async () => {
    await applyLanguage('en');
    const event = eventDetail({
      tickets: [
        ticket({ id: 1, name: 'Early bird', remaining_qty_per_date: open, on_sale: false }),
        ticket({ id: 2, name: 'Standard', remaining_qty_per_date: open, on_sale: true }),
      ],
    });
    renderDetail(event);
    expect(await screen.findByText('No longer on sale')).toBeTruthy();
    const [early, standard] = screen
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).name === 'ticket') as HTMLInputElement[];
    expect(early?.disabled).toBe(true);
    expect(standard?.checked).toBe(true);
  });

  it('says sales have closed, or that the event was canceled, instead of offering tickets', async () => {
    await applyLanguage('ar');
    renderDetail(eventDetail({ sale_phase: 'closed' }), {}, 'ar');
    expect(await screen.findByText(arEvents.detail.sales_closed)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await applyLanguage('en');
    renderDetail(eventDetail({ slug: 'canceled-night', sale_phase: 'canceled' }));
    expect(await screen.findByText('This event was canceled.')).toBeTruthy();
  });
});
