import { isCalendarDate } from '@/domain/calendar-date';
import type { ChosenTickets } from '@/features/events/lib/selection';

/** ?ticket=&date=&quantity= — the selection carried from the event page to the booking form. */
export function chosenTicketsSearch(search: Record<string, unknown>): ChosenTickets {
  const int = (value: unknown) => {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isInteger(number) && number > 0 ? number : undefined;
  };
  const date = isCalendarDate(search.date) ? search.date : undefined;
  const chosen: ChosenTickets = {};
  const ticket = int(search.ticket);
  const quantity = int(search.quantity);
  if (ticket) chosen.ticket = ticket;
  if (date) chosen.date = date;
  if (quantity) chosen.quantity = quantity;
  return chosen;
}

/** ?event=slug on the waiting zone and terms pages. */
export const eventSlugSearch = (search: Record<string, unknown>): { event?: string } =>
  typeof search.event === 'string' && search.event ? { event: search.event } : {};
