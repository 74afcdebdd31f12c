import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  AdminEvent,
  AdminEventQuery,
  EventPatch,
  EventRequest,
} from '../../../src/domain/contracts/events-admin.ts';
import { copySlug } from '../../../src/domain/event-admin-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { type Actor, changesOf } from '../branding/service.ts';
import { issueEventKey } from '../event-keys/service.ts';
import { checkEvent, EMPTY_EVENT, type EventValues, normalised } from './event-checks.ts';
import { isoOrNull, presentEvent, takenByTicket } from './present.ts';
import {
  activeGateways,
  bookedEvents,
  type EventRow,
  findEvent,
  gatewayCodes,
  insertEvent,
  insertTicket,
  listEvents,
  slugsStartingWith,
  slugTaken,
  takenOf,
  ticketsOf,
  updateEvent,
} from './repository.ts';

export type { Actor };

const PLAIN_FORM = {
  phone: { enabled: false, required: false },
  attachment: { enabled: false, required: false },
  custom: [],
};

/** Writes an event's change in the activity history, under the events plugin. */
export async function logEvent(
  trx: DbHandle,
  actor: Actor,
  action: string,
  row: Pick<EventRow, 'title_en'>,
  changes: ActivityChange[],
  extra: Record<string, unknown> = {},
) {
  await recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: `activity.${action}`,
    plugin: 'event',
    params: { name: row.title_en, ...extra, changes },
  });
}

async function present(db: DbHandle, rows: EventRow[]): Promise<AdminEvent[]> {
  const ids = rows.map((row) => row.id);
  const tickets = await ticketsOf(db, ids);
  const [taken, booked, gateways] = await Promise.all([
    takenOf(
      db,
      tickets.map((ticket) => ticket.id),
    ),
    bookedEvents(db, ids),
    activeGateways(db, rows[0]?.merchant_id ?? 0),
  ]);
  const byTicket = takenByTicket(taken);
  return rows.map((row) =>
    presentEvent(
      row,
      tickets.filter((ticket) => ticket.event_id === row.id),
      byTicket,
      booked.has(row.id),
      gateways.filter((gateway) => gateway.currency === row.currency.trim()).map((gateway) => gateway.code),
    ),
  );
}

export async function eventsPage(db: DbHandle, merchantId: number, query: AdminEventQuery) {
  const { count, rows } = await listEvents(db, merchantId, query);
  return { count, results: await present(db, rows) };
}

export async function eventRowOf(
  db: DbHandle,
  merchantId: number,
  id: number,
  lock = false,
): Promise<EventRow> {
  const row = await findEvent(db, merchantId, id, lock);
  if (!row) throw messageError(404, 'errors.not_found');
  return row;
}

export async function eventDetail(db: DbHandle, merchantId: number, id: number): Promise<AdminEvent> {
  const [event] = await present(db, [await eventRowOf(db, merchantId, id)]);
  if (!event) throw messageError(404, 'errors.not_found');
  return event;
}

/** The form's values of a stored event. */
function valuesOf(row: EventRow): EventValues {
  const {
    id: _id,
    form_config: _form,
    phase: _p,
    first_date: _f,
    last_date: _l,
    taken: _t,
    capacity: _c,
    booked: _b,
    gateway_choices: _g,
    archived_at: _a,
    canceled_at: _x,
    created_at: _cr,
    ...values
  } = presentEvent(row, [], new Map(), false);
  return values;
}

type Kept = readonly (string | null)[];

/** The columns of checked values (jsonb as JSON text). */
const columnsOf = (values: Partial<EventValues>) => {
  const { pg_codes, ...rest } = values;
  return { ...rest, ...(pg_codes === undefined ? {} : { pg_codes: JSON.stringify(pg_codes) }) };
};

/** `kept`: the images that pass without the pipeline (EventReferences.keptImages). */
async function checked(trx: DbHandle, merchantId: number, values: EventValues, kept: Kept, id?: number) {
  const wanted = normalised(values);
  checkEvent(wanted, {
    slugTaken: await slugTaken(trx, merchantId, wanted.slug, id),
    gatewayCodes: await gatewayCodes(trx, merchantId, wanted.currency),
    keptImages: kept,
  });
  return wanted;
}

/**
 * Checks and adds an event with its first key in the caller's transaction, unlogged: the demo
 * seed writes through it, its first values nobody's action, its own pictures `kept`.
 */
export async function writeEvent(trx: DbHandle, merchantId: number, input: EventRequest, kept: Kept = []) {
  const values = await checked(trx, merchantId, { ...EMPTY_EVENT, ...input }, kept);
  const id = await insertEvent(trx, {
    ...values,
    pg_codes: JSON.stringify(values.pg_codes),
    merchant_id: merchantId,
    form_config: JSON.stringify(PLAIN_FORM),
  });
  await issueEventKey(trx, id);
  return { id, values };
}

/** A new event, unpublished (customers see it once staff publish it), with its first signing key. */
export function createEvent(db: DbHandle, actor: Actor, input: EventRequest): Promise<AdminEvent> {
  return inTransaction(db, async (trx) => {
    const { id, values } = await writeEvent(trx, actor.merchant_id, { ...input, is_active: false });
    await logEvent(trx, actor, 'event_created', values, changesOf({}, values));
    return eventDetail(trx, actor.merchant_id, id);
  });
}

/** Changes the fields sent; the whole event is checked again. Currency and free or paid are fixed once booked. */
export function editEvent(db: DbHandle, actor: Actor, id: number, patch: EventPatch): Promise<AdminEvent> {
  return inTransaction(db, async (trx) => {
    const current = await eventRowOf(trx, actor.merchant_id, id, true);
    const before = valuesOf(current);
    const kept = [current.image_url, current.image_url_ar];
    const values = await checked(trx, actor.merchant_id, { ...before, ...patch }, kept, id);
    const changes = changesOf<EventValues>(before, values).filter((change) => change.field in patch);
    if (changes.length === 0) return eventDetail(trx, actor.merchant_id, id);
    if (values.is_active && (current.archived_at || current.canceled_at)) {
      throw messageError(409, 'events_admin.not_publishable');
    }
    const fixed = changes.some((change) => change.field === 'currency' || change.field === 'is_free');
    if (fixed && (await bookedEvents(trx, [id])).has(id))
      throw messageError(409, 'events_admin.currency_locked');
    const changed = Object.fromEntries(
      changes.map((change) => [change.field, values[change.field as keyof EventValues]]),
    );
    await updateEvent(trx, id, columnsOf(changed));
    await logEvent(trx, actor, 'event_edited', values, changesOf(before, changed));
    return eventDetail(trx, actor.merchant_id, id);
  });
}

/** A copy to prepare the next edition: unpublished, its own key, the tickets without their bookings. */
export function duplicateEvent(db: DbHandle, actor: Actor, id: number): Promise<AdminEvent> {
  return inTransaction(db, async (trx) => {
    // Locked, so copies of one event made at once take turns choosing their slugs.
    const source = await eventRowOf(trx, actor.merchant_id, id, true);
    const slug = copySlug(source.slug, await slugsStartingWith(trx, actor.merchant_id, source.slug));
    const {
      id: _id,
      created_at: _c,
      updated_at: _u,
      current_kid: _k,
      archived_at: _a,
      canceled_at: _x,
      ...copy
    } = source;
    const newId = await insertEvent(trx, {
      ...copy,
      slug,
      is_active: false,
      pg_codes: JSON.stringify(source.pg_codes),
      form_config: JSON.stringify(source.form_config),
    });
    await issueEventKey(trx, newId);
    for (const ticket of await ticketsOf(trx, [id])) {
      const { id: _t, event_id: _e, ...fields } = ticket;
      await insertTicket(trx, {
        ...fields,
        event_id: newId,
        dates: JSON.stringify(ticket.dates),
        date_rules: JSON.stringify(ticket.date_rules),
        excluded_dates: JSON.stringify(ticket.excluded_dates),
        allowed_hours: ticket.allowed_hours === null ? null : JSON.stringify(ticket.allowed_hours),
      });
    }
    await logEvent(trx, actor, 'event_duplicated', source, [], { copy: slug });
    return eventDetail(trx, actor.merchant_id, newId);
  });
}

/** Archiving takes an event off the customers' pages and out of the current list; restoring brings it back unpublished. */
export function setEventArchived(
  db: DbHandle,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<AdminEvent> {
  return inTransaction(db, async (trx) => {
    const current = await eventRowOf(trx, actor.merchant_id, id, true);
    if ((current.archived_at !== null) === archived) return eventDetail(trx, actor.merchant_id, id);
    const archivedAt = archived ? new Date() : null;
    await updateEvent(trx, id, { archived_at: archivedAt, is_active: false });
    await logEvent(trx, actor, archived ? 'event_archived' : 'event_restored', current, [
      { field: 'archived_at', before: isoOrNull(current.archived_at), after: isoOrNull(archivedAt) },
      ...(current.is_active ? [{ field: 'is_active', before: true, after: false }] : []),
    ]);
    return eventDetail(trx, actor.merchant_id, id);
  });
}
