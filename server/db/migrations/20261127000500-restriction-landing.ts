import { type Kysely, sql } from 'kysely';

/**
 * Issue 19. The customer payment restriction's bounds become one row per currency (a merchant
 * whose gateways take KWD and USD bounds each in its own minor units); its allowed gateways stay
 * on payment_restrictions. The merchant's one saved bound carries over as its currency's row.
 * And where a signed-out visitor to the root lands: the login page unless the owner chooses the
 * public food menu or the merchant's website (SPEC 9: the menu redirect is off by default).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_restriction_amounts')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('min_amount_minor', 'bigint')
    .addColumn('max_amount_minor', 'bigint')
    .addPrimaryKeyConstraint('payment_restriction_amounts_pk', ['merchant_id', 'currency'])
    .addCheckConstraint(
      'payment_restriction_amounts_bounds',
      sql`(min_amount_minor IS NULL OR min_amount_minor > 0)
        AND (max_amount_minor IS NULL OR max_amount_minor > 0)
        AND (min_amount_minor IS NULL OR max_amount_minor IS NULL OR min_amount_minor <= max_amount_minor)`,
    )
    .execute();
  await sql`
    INSERT INTO payment_restriction_amounts (merchant_id, currency, min_amount_minor, max_amount_minor)
    SELECT merchant_id, currency, min_amount_minor, max_amount_minor FROM payment_restrictions
    WHERE min_amount_minor IS NOT NULL OR max_amount_minor IS NOT NULL
  `.execute(db);
  await db.schema
    .alterTable('payment_restrictions')
    .dropColumn('currency')
    .dropColumn('min_amount_minor')
    .dropColumn('max_amount_minor')
    .execute();

  await db.schema
    .alterTable('merchants')
    .addColumn('signed_out_landing', 'text', (c) =>
      c.notNull().defaultTo('login').check(sql`signed_out_landing IN ('login', 'menu', 'website')`),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('signed_out_landing').execute();
  await db.schema
    .alterTable('payment_restrictions')
    .addColumn('currency', 'char(3)', (c) => c.notNull().defaultTo('KWD'))
    .addColumn('min_amount_minor', 'bigint')
    .addColumn('max_amount_minor', 'bigint')
    .execute();
  // The older shape holds one currency: KWD's bounds when set, else the first currency's.
  await sql`
    UPDATE payment_restrictions AS r SET currency = a.currency,
      min_amount_minor = a.min_amount_minor, max_amount_minor = a.max_amount_minor
    FROM (
      SELECT DISTINCT ON (merchant_id) * FROM payment_restriction_amounts
      ORDER BY merchant_id, currency <> 'KWD', currency
    ) AS a
    WHERE a.merchant_id = r.merchant_id
  `.execute(db);
  await db.schema.dropTable('payment_restriction_amounts').execute();
}
