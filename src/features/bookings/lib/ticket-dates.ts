import { kuwaitWallClock } from '@/domain/business-time';
import type { Ticket } from '@/domain/contracts/events';
import { type DateOption, preselectedDate as singleAvailable, ticketDateOptions } from '@/domain/event-dates';

export type DateChoice = DateOption & { soldOut: boolean };

/** SPEC 4 event date availability (domain/event-dates), as the staff forms list it: sold-out dates stay, not choosable. */
export function ticketDateChoices(ticket: Ticket, now: Date): DateChoice[] {
  return ticketDateOptions(ticket, kuwaitWallClock(now)).map((option) => ({
    ...option,
    soldOut: option.status === 'soldOut',
  }));
}

/** The form's value for the date: the single available one, else '' (nothing chosen). */
export const preselectedDate = (choices: DateChoice[]): string => singleAvailable(choices) ?? '';
