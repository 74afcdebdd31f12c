import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: every reader of an event's signing keys now reads event_keys (signing the current
 * kid, verifying by the ticket's kid), so the event's own key columns, kept in step with the
 * current key until now, go, and with them the trigger that gave an event inserted with keys
 * its kid 1. New events get their first key from issueEventKey.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS events_first_key ON events`.execute(db);
  await sql`DROP FUNCTION IF EXISTS event_first_key()`.execute(db);
  await db.schema.alterTable('events').dropColumn('public_key').dropColumn('private_key').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('public_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('private_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    UPDATE events e SET public_key = k.public_key, private_key = k.private_key
    FROM event_keys k WHERE k.event_id = e.id AND k.kid = e.current_kid`.execute(db);
  await sql`
    CREATE FUNCTION event_first_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.public_key <> '' THEN
        INSERT INTO event_keys (event_id, kid, public_key, private_key) VALUES (NEW.id, 1, NEW.public_key, NEW.private_key);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER events_first_key AFTER INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION event_first_key()`.execute(db);
}
