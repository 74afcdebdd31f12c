import type { Ticket } from '@/domain/contracts/events';
import { TIME_ZONE } from '@/lib/format-date';

export interface DateChoice {
  date: string;
  soldOut: boolean;
  remaining: number | null;
}

/** Kuwait's current day ("YYYY-MM-DD") and time ("HH:mm"), whatever the device's zone. */
export function kuwaitNow(now: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * SPEC 4 event date availability: the ticket's dates without past days, and without today
 * once today's start time has passed; sold-out dates stay listed but are not choosable.
 */
export function ticketDateChoices(ticket: Ticket, now: Date): DateChoice[] {
  const { day, time } = kuwaitNow(now);
  return ticket.dates
    .filter((date) => date > day || (date === day && time <= ticket.start_time))
    .map((date) => {
      const availability = ticket.remaining_qty_per_date[date];
      return {
        date,
        soldOut: availability?.status === 'soldOut',
        remaining: availability ? availability.remaining_quantity : null,
      };
    });
}

/** SPEC 4: a single available date is preselected. */
export function preselectedDate(choices: DateChoice[]): string {
  const open = choices.filter((choice) => !choice.soldOut);
  return open.length === 1 && open[0] ? open[0].date : '';
}
