import { type Kysely, sql } from 'kysely';

/**
 * Each activity entry names the plugin whose records it concerns (null: the signed-in user's
 * own account, or merchant-wide settings), so staff read only the history of sections they
 * may open: door staff must not learn from it who paid what.
 */
// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_log').addColumn('plugin', 'text').execute();
  // Entries written before name their record in params.id: a transaction, an order or a booking.
  await sql`update activity_log a set plugin = t.plugin from transactions t
    where a.params ? 'id' and a.params->>'id' = t.id::text`.execute(db);
  await sql`update activity_log a set plugin = 'food_ordering' from food_orders o
    where a.plugin is null and a.params ? 'id' and a.params->>'id' = o.id::text`.execute(db);
  await sql`update activity_log a set plugin = 'event' from bookings b
    where a.plugin is null and a.params ? 'id' and a.params->>'id' = b.id::text`.execute(db);
  await sql`update activity_log set plugin = 'customer_payment'
    where plugin is null and action = 'activity.payment_restriction_changed'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_log').dropColumn('plugin').execute();
}
