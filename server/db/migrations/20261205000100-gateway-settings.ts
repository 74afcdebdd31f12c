import { type Kysely, sql } from 'kysely';

/**
 * Issue 24: gateways become configured in the product instead of seeded. Real providers
 * (knet, myfatoorah) join the adapters; each gateway has a test or live mode, its account
 * sealed at rest (SecretBox, a JSON object of the provider's fields), the plugins it serves
 * (null: every plugin, which is what every existing gateway did), who pays its fee, and the
 * public key of its webhook URL. The key's default hashes two random UUIDs (244 random bits
 * from the server's generator) down to 128 bits, so rows inserted by seeds and by the service
 * alike get one without pgcrypto, which PGlite lacks.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table gateways drop constraint if exists gateways_adapter_check`.execute(db);
  await sql`alter table gateways add constraint gateways_adapter_check
    check (adapter in ('sandbox', 'cod', 'knet', 'myfatoorah'))`.execute(db);
  await db.schema
    .alterTable('gateways')
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('test').check(sql`mode in ('test', 'live')`))
    .addColumn('credentials_sealed', 'text')
    .addColumn('plugins', 'jsonb')
    .addColumn('fee_payer', 'text', (c) =>
      c.notNull().defaultTo('customer').check(sql`fee_payer in ('customer', 'merchant')`),
    )
    .addColumn('webhook_key', 'text', (c) =>
      c.notNull().defaultTo(sql`md5(gen_random_uuid()::text || gen_random_uuid()::text)`),
    )
    .execute();
  await db.schema.createIndex('gateways_webhook_key').unique().on('gateways').column('webhook_key').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('gateways_webhook_key').execute();
  await db.schema
    .alterTable('gateways')
    .dropColumn('webhook_key')
    .dropColumn('fee_payer')
    .dropColumn('plugins')
    .dropColumn('credentials_sealed')
    .dropColumn('mode')
    .execute();
  await sql`alter table gateways drop constraint gateways_adapter_check`.execute(db);
  await sql`alter table gateways add constraint gateways_adapter_check check (adapter in ('sandbox', 'cod'))`.execute(
    db,
  );
}
