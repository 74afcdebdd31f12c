import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ar', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('venue_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('venue_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('is_free', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pg_codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sale_starts_at', 'timestamptz')
    .addColumn('terms_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('terms_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('form_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('events_merchant_slug', ['merchant_id', 'slug'])
    .execute();

  await db.schema
    .createTable('event_tickets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor >= 0`))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('dates', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('event_tickets_event')
    .on('event_tickets')
    .columns(['event_id', 'position'])
    .execute();

  // sold never exceeds the ticket's quantity: the booking update is conditional on it.
  await db.schema
    .createTable('ticket_inventory')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('event_tickets.id').onDelete('cascade'))
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sold >= 0`))
    .addPrimaryKeyConstraint('ticket_inventory_pk', ['ticket_id', 'event_date'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('event_tickets.id'))
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('attachment_url', 'text')
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_free', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending_payment').check(sql`status in ('pending_payment','paid','cancel')`),
    )
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('bookings_merchant_created')
    .on('bookings')
    .columns(['merchant_id', 'created_at'])
    .execute();
  await db.schema.createIndex('bookings_event').on('bookings').columns(['event_id', 'event_date']).execute();
  await db.schema.createIndex('bookings_transaction').on('bookings').column('transaction_id').execute();

  await db.schema
    .createTable('booking_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('event_tickets.id'))
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending_payment').check(sql`status in ('pending_payment','paid','cancel')`),
    )
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('booking_items_booking').on('booking_items').column('booking_id').execute();

  await db.schema
    .createTable('booking_members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('is_purchased', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('scanned_at', 'timestamptz')
    .addColumn('scanned_gate', 'text')
    .addColumn('scanned_device', 'text')
    .addUniqueConstraint('booking_members_event_number', ['event_id', 'number'])
    .execute();
  await db.schema.createIndex('booking_members_booking').on('booking_members').column('booking_id').execute();

  await db.schema
    .createTable('check_ins')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.references('booking_members.id').onDelete('set null'))
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('gate', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('offline', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('admitted','duplicate','conflict','rejected')`),
    )
    .addColumn('reason', 'text')
    .addColumn('first_check_in_id', 'integer', (c) => c.references('check_ins.id').onDelete('set null'))
    .addColumn('response', 'jsonb')
    .execute();
  await db.schema
    .createIndex('check_ins_event')
    .on('check_ins')
    .columns(['event_id', 'outcome', 'id'])
    .execute();
  await db.schema.createIndex('check_ins_member').on('check_ins').column('member_id').execute();

  await db.schema
    .createTable('event_feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('event_feedback_event').on('event_feedback').column('event_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'event_feedback',
    'check_ins',
    'booking_members',
    'booking_items',
    'bookings',
    'ticket_inventory',
    'event_tickets',
    'events',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
