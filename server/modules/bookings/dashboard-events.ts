import type { DashboardEvent, DashboardEventDetail } from '../../../src/domain/contracts/bookings.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { gatesOfEvents } from '../event-door-admin/service.ts';
import {
  extraFields,
  isBookableDate,
  listTickets,
  presentTicket,
  readFormConfig,
  soldByTicketDate,
} from '../events/service.ts';
import { listGateways } from '../payments/service.ts';
import { findMerchantEvent, merchantEvents } from './dashboard-events-repository.ts';

type EventRow = {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  is_free: boolean;
  currency: string;
};

const present = (event: EventRow, lang: Lang, gates: string[]): DashboardEvent => ({
  id: event.id,
  slug: event.slug,
  title: lang === 'ar' ? event.title_ar : event.title_en,
  is_free: event.is_free,
  currency_code: event.currency.trim(),
  gates,
});

/** Each event's gate names in order. */
async function gatesByEvent(db: DbHandle, eventIds: number[]): Promise<Map<number, string[]>> {
  const byEvent = new Map<number, string[]>();
  for (const row of await gatesOfEvents(db, eventIds)) {
    byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row.name]);
  }
  return byEvent;
}

/**
 * The merchant's events; with `available`, only active ones with a date that can still be
 * booked (SPEC 4, the same rule as the customer pages: until the slot starts).
 */
export async function dashboardEvents(
  db: DbHandle,
  merchantId: number,
  available: boolean,
  lang: Lang,
): Promise<DashboardEvent[]> {
  const events = await merchantEvents(db, merchantId);
  const gates = await gatesByEvent(
    db,
    events.map((event) => event.id),
  );
  const withGates = (event: EventRow) => present(event, lang, gates.get(event.id) ?? []);
  if (!available) return events.map(withGates);
  const active = events.filter((event) => event.is_active);
  const tickets = await listTickets(
    db,
    active.map((event) => event.id),
  );
  const now = new Date();
  const bookable = new Set(
    tickets
      .filter((ticket) => ticket.dates.some((date) => isBookableDate(ticket, date, now)))
      .map((ticket) => ticket.event_id),
  );
  return active.filter((event) => bookable.has(event.id)).map(withGates);
}

/** Tickets with the places left per date (as the customer pages show them), the form and the gateways. */
export async function dashboardEventDetail(
  db: DbHandle,
  merchantId: number,
  id: number,
  lang: Lang,
): Promise<DashboardEventDetail> {
  const event = await findMerchantEvent(db, merchantId, id);
  if (!event) throw messageError(404, 'errors.not_found');
  const [tickets, gateways, gates] = await Promise.all([
    listTickets(db, [id]),
    listGateways(db, merchantId),
    gatesByEvent(db, [id]),
  ]);
  const sold = await soldByTicketDate(
    db,
    tickets.map((ticket) => ticket.id),
  );
  const config = readFormConfig(event.form_config);
  const allowed = new Set(event.pg_codes);
  return {
    ...present(event, lang, gates.get(id) ?? []),
    tickets: tickets.map((ticket) => presentTicket(ticket, event.currency.trim(), sold, lang)),
    extra_fields: extraFields(config),
    phone: config.phone,
    attachment: config.attachment,
    gateways: event.is_free
      ? []
      : gateways
          .filter((gateway) => allowed.has(gateway.code))
          .map((gateway) => ({
            code: gateway.code,
            name: lang === 'ar' ? gateway.name_ar : gateway.name_en,
          })),
  };
}
