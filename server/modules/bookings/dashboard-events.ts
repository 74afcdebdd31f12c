import type { DashboardEvent, DashboardEventDetail } from '../../../src/domain/contracts/bookings.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { extraFields, readFormConfig } from '../events/form-config.ts';
import { isBookableDate, presentTicket } from '../events/present.ts';
import { listTickets, soldByTicketDate } from '../events/repository.ts';
import { listGateways } from '../payments/repository.ts';

type EventRow = {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  is_free: boolean;
  currency: string;
};

const present = (event: EventRow, lang: Lang): DashboardEvent => ({
  id: event.id,
  slug: event.slug,
  title: lang === 'ar' ? event.title_ar : event.title_en,
  is_free: event.is_free,
  currency_code: event.currency.trim(),
});

const COLUMNS = ['id', 'slug', 'title_en', 'title_ar', 'is_free', 'currency', 'is_active'] as const;

/**
 * The merchant's events; with `available`, only active ones with a date that can still be
 * booked (SPEC 4, the same rule as the customer pages: until the slot starts).
 */
export async function dashboardEvents(
  db: Db,
  merchantId: number,
  available: boolean,
  lang: Lang,
): Promise<DashboardEvent[]> {
  const events = await db
    .selectFrom('events')
    .where('merchant_id', '=', merchantId)
    .select([...COLUMNS])
    .orderBy('id')
    .execute();
  if (!available) return events.map((event) => present(event, lang));
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
  return active.filter((event) => bookable.has(event.id)).map((event) => present(event, lang));
}

/** Tickets with the places left per date (as the customer pages show them), the form and the gateways. */
export async function dashboardEventDetail(
  db: Db,
  merchantId: number,
  id: number,
  lang: Lang,
): Promise<DashboardEventDetail> {
  const event = await db
    .selectFrom('events')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .select([...COLUMNS, 'form_config', 'pg_codes'])
    .executeTakeFirst();
  if (!event) throw messageError(404, 'errors.not_found');
  const [tickets, gateways] = await Promise.all([
    listTickets(db, [id]),
    listGateways(handleOf(db), merchantId),
  ]);
  const sold = await soldByTicketDate(
    db,
    tickets.map((ticket) => ticket.id),
  );
  const config = readFormConfig(event.form_config);
  const allowed = new Set(event.pg_codes);
  return {
    ...present(event, lang),
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
