import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { AdminTicket, TicketPatch, TicketRequest } from '../../../src/domain/contracts/events-admin.ts';
import { quantityCoversTaken } from '../../../src/domain/ticket-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError } from '../../lib/errors.ts';
import type { Actor } from '../branding/service.ts';
import { eventRowOf, logEvent } from './events.ts';
import { presentTicket, takenByTicket } from './present.ts';
import {
  deleteTicket,
  type EventRow,
  findTicket,
  insertTicket,
  type TicketRow,
  takenOf,
  ticketBooked,
  ticketsOf,
  updateTicket,
} from './repository.ts';
import {
  type CheckedTicket,
  checkTicket,
  quantityMessage,
  TICKET_DEFAULTS,
  type TicketValues,
} from './ticket-checks.ts';

async function takenCounts(db: DbHandle, ticketId: number): Promise<Record<string, number>> {
  const rows = await takenOf(db, [ticketId]);
  return Object.fromEntries(rows.map((row) => [row.event_date, row.sold]));
}

async function presentTickets(db: DbHandle, event: EventRow, rows: TicketRow[]): Promise<AdminTicket[]> {
  const taken = takenByTicket(
    await takenOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => presentTicket(row, event.currency.trim(), taken.get(row.id) ?? {}));
}

export async function ticketsOfEvent(
  db: DbHandle,
  merchantId: number,
  eventId: number,
): Promise<AdminTicket[]> {
  const event = await eventRowOf(db, merchantId, eventId);
  return presentTickets(db, event, await ticketsOf(db, [eventId]));
}

async function ticketOf(db: DbHandle, event: EventRow, ticketId: number, lock = false): Promise<TicketRow> {
  const row = await findTicket(db, event.id, ticketId, lock);
  if (!row) throw messageError(404, 'errors.not_found');
  return row;
}

const columnsOf = (checked: CheckedTicket) => {
  const { price: _price, date_rules, excluded_dates, allowed_hours, ...rest } = checked.values;
  return {
    ...rest,
    price_minor: checked.price_minor,
    dates: JSON.stringify(checked.dates),
    date_rules: JSON.stringify(date_rules),
    excluded_dates: JSON.stringify(excluded_dates),
    allowed_hours: allowed_hours === null ? null : JSON.stringify(allowed_hours),
  };
};

/** Fields whose values differ, compared as JSON (date rules and hours are lists). */
function ticketChanges(before: Partial<TicketValues>, after: Partial<TicketValues>): ActivityChange[] {
  return (Object.keys(after) as (keyof TicketValues)[]).flatMap((field) =>
    JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)
      ? []
      : [{ field, before: before[field] ?? null, after: after[field] ?? null }],
  );
}

const valuesOf = (row: TicketRow, currency: string): TicketValues => {
  const { id: _id, event_id: _e, dates: _d, taken_by_date: _t, ...values } = presentTicket(row, currency, {});
  return values;
};

/** Checks and adds a ticket in the caller's transaction, unlogged (for the demo seed, as writeEvent). */
export async function writeTicket(
  trx: DbHandle,
  event: Pick<EventRow, 'id' | 'currency' | 'is_free'>,
  input: TicketRequest,
) {
  const checked = checkTicket(
    { ...TICKET_DEFAULTS, ...input },
    { ...event, currency: event.currency.trim() },
    {},
  );
  return { id: await insertTicket(trx, { ...columnsOf(checked), event_id: event.id }), checked };
}

export function createTicket(
  db: DbHandle,
  actor: Actor,
  eventId: number,
  input: TicketRequest,
): Promise<AdminTicket> {
  return inTransaction(db, async (trx) => {
    const event = await eventRowOf(trx, actor.merchant_id, eventId);
    const { id, checked } = await writeTicket(trx, event, input);
    await logEvent(trx, actor, 'event_ticket_created', event, ticketChanges({}, checked.values), {
      ticket: checked.values.name_en,
    });
    const [ticket] = await presentTickets(trx, event, [await ticketOf(trx, event, id)]);
    return ticket as AdminTicket;
  });
}

const isCheckViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23514';

/**
 * Changes a ticket. The ticket's row is locked FOR UPDATE first: a booking takes it FOR SHARE
 * before taking places, so the places read next are final until this commits, and a quantity
 * below them is refused with the count. The database's trigger is the backstop.
 */
export async function editTicket(
  db: DbHandle,
  actor: Actor,
  eventId: number,
  ticketId: number,
  patch: TicketPatch,
): Promise<AdminTicket> {
  try {
    return await inTransaction(db, async (trx) => {
      const event = await eventRowOf(trx, actor.merchant_id, eventId);
      const current = await ticketOf(trx, event, ticketId, true);
      const currency = event.currency.trim();
      const before = valuesOf(current, currency);
      const checked = checkTicket(
        { ...before, ...patch },
        { ...event, currency },
        await takenCounts(trx, ticketId),
      );
      const changes = ticketChanges(before, checked.values).filter((change) => change.field in patch);
      if (changes.length > 0) {
        await updateTicket(trx, ticketId, columnsOf(checked));
        await logEvent(trx, actor, 'event_ticket_edited', event, changes, { ticket: checked.values.name_en });
      }
      const [ticket] = await presentTickets(trx, event, [await ticketOf(trx, event, ticketId)]);
      return ticket as AdminTicket;
    });
  } catch (error) {
    if (!isCheckViolation(error) || patch.quantity === undefined) throw error;
    const short = quantityCoversTaken(patch.quantity, await takenCounts(db, ticketId));
    throw fieldErrors({ quantity: short ? [quantityMessage(short)] : [] });
  }
}

/** Deletes a ticket no place is taken of; one that bookings held is archived instead, kept for them. */
export function removeTicket(db: DbHandle, actor: Actor, eventId: number, ticketId: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const event = await eventRowOf(trx, actor.merchant_id, eventId);
    const ticket = await ticketOf(trx, event, ticketId, true);
    const taken = Object.values(await takenCounts(trx, ticketId)).reduce((sum, count) => sum + count, 0);
    if (taken > 0) throw messageError(409, 'events_admin.ticket_taken', { count: taken });
    if (await ticketBooked(trx, ticketId)) await updateTicket(trx, ticketId, { archived_at: new Date() });
    else await deleteTicket(trx, ticketId);
    await logEvent(trx, actor, 'event_ticket_deleted', event, [], { ticket: ticket.name_en });
  });
}
