import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: an event's signing key can be rotated. Each key has a number (kid) that new tickets
 * carry; a retired key still admits the tickets it signed until the event ends. Each event's
 * existing key becomes its kid 1 (what the GPT1 tickets already issued are read as). The old
 * key columns stay until the readers have moved to this table; meanwhile an event inserted with
 * a key in them gets it as its kid 1 here too.
 *
 * Gates are named per event, so door devices pick one instead of typing it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_keys')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('kid', 'integer', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .addPrimaryKeyConstraint('event_keys_pkey', ['event_id', 'kid'])
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('current_kid', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    INSERT INTO event_keys (event_id, kid, public_key, private_key, created_at)
    SELECT id, 1, public_key, private_key, created_at FROM events`.execute(db);
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

  await db.schema
    .createTable('event_gates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`CREATE UNIQUE INDEX event_gates_name ON event_gates (event_id, lower(name))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_gates').execute();
  await sql`DROP TRIGGER IF EXISTS events_first_key ON events`.execute(db);
  await sql`DROP FUNCTION IF EXISTS event_first_key()`.execute(db);
  await db.schema.alterTable('events').dropColumn('current_kid').execute();
  await db.schema.dropTable('event_keys').execute();
}
