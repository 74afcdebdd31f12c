import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * An order's confirmation and feedback need a token only its customer received: order numbers
 * are short and consecutive, so the number alone no longer opens anything. Every existing order
 * gets one; an online order's payment, whose result page leads to the confirmation, is given the
 * new link. The token is written here as the app writes it (32 random bytes, base64url), so this
 * migration keeps its meaning whatever the app's code becomes.
 */
// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('food_orders').addColumn('access_token', 'text').execute();
  const ids = (await db.selectFrom('food_orders').select('id').execute()).map((row) => String(row.id));
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const tokens = chunk.map(() => randomBytes(32).toString('base64url'));
    await sql`
      update food_orders o set access_token = given.token
      from unnest(${chunk}::uuid[], ${tokens}::text[]) as given(id, token)
      where o.id = given.id`.execute(db);
  }
  await db.schema
    .alterTable('food_orders')
    .alterColumn('access_token', (c) => c.setNotNull())
    .execute();
  await sql`
    update transactions t set next_url = t.next_url || '?token=' || o.access_token
    from food_orders o
    where o.transaction_id = t.id and t.next_url like ('%/order-confirmation/' || o.number)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update transactions t set next_url = left(t.next_url, length(t.next_url) - length('?token=' || o.access_token))
    from food_orders o
    where o.transaction_id = t.id and t.next_url like ('%/order-confirmation/' || o.number || '?token=%')`.execute(
    db,
  );
  await db.schema.alterTable('food_orders').dropColumn('access_token').execute();
}
