import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: events are made and changed from the dashboard, not only by the seed.
 * - An event gains a sale end, a map location, archive and cancel stamps, and its own
 *   confirmation email text per language (empty: the merchant's template).
 * - A ticket's dates are kept as the rules a person gave (days, ranges, weekly patterns) with
 *   excluded days; `dates` stays the expanded list customers and inventory read. A ticket gains
 *   its own sale window, a minimum and maximum per booking and per-weekday hours.
 * - Quantity may never fall below the places taken on any date: the service checks it under a
 *   row lock and says how many; the trigger is the backstop for any other writer.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('sale_ends_at', 'timestamptz')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('archived_at', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmation_subject_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('confirmation_subject_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('confirmation_body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('confirmation_body_ar', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('event_tickets')
    .addColumn('date_rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('excluded_dates', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sale_starts_at', 'timestamptz')
    .addColumn('sale_ends_at', 'timestamptz')
    .addColumn('min_per_booking', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_per_booking', 'integer')
    .addColumn('allowed_hours', 'jsonb')
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await sql`
    UPDATE event_tickets SET date_rules = (
      SELECT coalesce(jsonb_agg(jsonb_build_object('kind', 'day', 'date', d) ORDER BY d), '[]'::jsonb)
      FROM jsonb_array_elements_text(dates) AS d
    )`.execute(db);
  await sql`
    CREATE FUNCTION event_ticket_quantity_covers_taken() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.quantity < (SELECT coalesce(max(sold), 0) FROM ticket_inventory WHERE ticket_id = NEW.id) THEN
        RAISE EXCEPTION 'ticket % quantity below places taken', NEW.id USING ERRCODE = '23514';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER event_tickets_quantity_covers_taken BEFORE UPDATE OF quantity ON event_tickets
    FOR EACH ROW WHEN (NEW.quantity < OLD.quantity) EXECUTE FUNCTION event_ticket_quantity_covers_taken()`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS event_tickets_quantity_covers_taken ON event_tickets`.execute(db);
  await sql`DROP FUNCTION IF EXISTS event_ticket_quantity_covers_taken()`.execute(db);
  for (const column of [
    'date_rules',
    'excluded_dates',
    'sale_starts_at',
    'sale_ends_at',
    'min_per_booking',
    'max_per_booking',
    'allowed_hours',
    'archived_at',
  ]) {
    await db.schema.alterTable('event_tickets').dropColumn(column).execute();
  }
  for (const column of [
    'sale_ends_at',
    'lat',
    'lng',
    'archived_at',
    'canceled_at',
    'updated_at',
    'confirmation_subject_en',
    'confirmation_subject_ar',
    'confirmation_body_en',
    'confirmation_body_ar',
  ]) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}
