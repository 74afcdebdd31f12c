import { type Kysely, sql } from 'kysely';

/**
 * Ids the database makes become 128 random bits. gen_random_uuid() (version 4) fixes the
 * version nibble and two variant bits, leaving 122; these ids are the capabilities anonymous
 * routes accept (a payment attempt's result and sandbox page, an uploaded file, an order's QR),
 * so the version and variant positions are filled from a second random UUID's random digits.
 * The app's own ids come from server/lib/capability.ts (randomUuid), of the same kind.
 * Existing ids are kept: links already sent out go on working.
 */
const TABLES = [
  'transactions',
  'payment_attempts',
  'files',
  'collectors',
  'bulks',
  'bookings',
  'food_orders',
];

// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  // Text positions 15 and 20 of a UUID are the version and variant digits; 1 and 2 are random.
  await sql`
    create function gen_random_uuid128() returns uuid language sql volatile parallel safe as $$
      select overlay(overlay(a::text placing substr(b::text, 1, 1) from 15 for 1)
                     placing substr(b::text, 2, 1) from 20 for 1)::uuid
      from (select gen_random_uuid() as a, gen_random_uuid() as b) as pair
    $$`.execute(db);
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .alterColumn('id', (c) => c.setDefault(sql`gen_random_uuid128()`))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .alterColumn('id', (c) => c.setDefault(sql`gen_random_uuid()`))
      .execute();
  }
  await sql`drop function gen_random_uuid128()`.execute(db);
}
