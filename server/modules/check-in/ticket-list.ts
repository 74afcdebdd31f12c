import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'kysely';
import type { DoorTicketList } from '../../../src/domain/contracts/check-in.ts';
import { formatSlot } from '../../../src/domain/date-formats.ts';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../lib/i18n.ts';

const gzipAsync = promisify(gzip);

export interface BuiltList {
  etag: string;
  json: string;
}

/**
 * The door list of one event, or null when the merchant has no such event. Places still
 * awaiting payment are left out (a door must not admit them); canceled ones stay in so the
 * device can say why it refuses them.
 */
export async function buildTicketList(
  db: Db,
  merchantId: number,
  eventId: number,
  lang: Lang,
): Promise<BuiltList | null> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'title_en', 'title_ar', 'public_key'])
    .where('id', '=', eventId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!event) return null;
  // An event has a handful of slots: each is written once in the door's language (the domain's
  // formats), then Postgres builds the tuples as one JSON text, so 10,000 rows never cross into
  // JavaScript.
  const slotKey = sql`b.event_date || ' ' || t.start_time || ' ' || t.end_time`;
  const { rows: slotRows } = await sql<{
    key: string;
    event_date: string;
    start_time: string;
    end_time: string;
  }>`
    select distinct ${slotKey} as key, b.event_date, t.start_time, t.end_time
    from bookings b
    join event_tickets t on t.id = b.ticket_id
    where b.event_id = ${eventId}`.execute(db);
  const slots = Object.fromEntries(
    slotRows.map((row) => [row.key, formatSlot(row.event_date, row.start_time, row.end_time, lang)]),
  );
  const { rows } = await sql<{ places: string }>`
    select coalesce(json_agg(json_build_array(
      m.number, b.first_name, b.last_name, ${JSON.stringify(slots)}::jsonb ->> (${slotKey}),
      (b.status = 'cancel')::int, (m.scanned_at is not null)::int
    ) order by m.id), '[]')::text as places
    from booking_members m
    join bookings b on b.id = m.booking_id
    join event_tickets t on t.id = b.ticket_id
    where m.event_id = ${eventId} and (m.is_purchased or b.status = 'cancel')`.execute(db);
  const places = rows[0]?.places ?? '[]';
  const title = lang === 'ar' ? event.title_ar : event.title_en;
  // The ETag covers everything but generated_at, so an unchanged list re-downloads as a 304.
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([event.id, title, event.public_key]))
    .update(places)
    .digest('base64url')
    .slice(0, 27)}"`;
  const head: Omit<DoorTicketList, 'places'> = {
    event_id: event.id,
    title,
    public_key: event.public_key,
    generated_at: new Date().toISOString(),
  };
  const json = `${JSON.stringify(head).slice(0, -1)},"places":${places}}`;
  return { etag, json };
}

export const etagMatches = (header: string | undefined, etag: string) =>
  Boolean(header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

export const acceptsGzip = (header: string | string[] | undefined) =>
  /\bgzip\b/.test(Array.isArray(header) ? header.join(',') : (header ?? ''));

/**
 * Every device of an event downloads the same list: the last compressed body per event is
 * kept so a new device costs a query, not another compression of ~700 KB.
 */
export function listCompressor() {
  const last = new Map<string, { etag: string; body: Buffer }>();
  return async (key: string, built: BuiltList): Promise<Buffer> => {
    const cached = last.get(key);
    if (cached?.etag === built.etag) return cached.body;
    const body = await gzipAsync(built.json, { level: 6 });
    last.set(key, { etag: built.etag, body });
    return body;
  };
}
