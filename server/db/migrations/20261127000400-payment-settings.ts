import { type Kysely, sql } from 'kysely';

/**
 * The merchant's payment settings (issue 19 "Payments"). Every default is today's behaviour:
 * an empty pause message reads as SPEC 4's text, no default terms, disclaimer or multicheckout,
 * Kuwait as the country, and a null area list is the built-in one
 * (server/modules/merchant/kuwait-areas.ts). A payment request now keeps an Arabic disclaimer
 * beside the one it had, so the merchant's default can be shown in the customer's language.
 */
const TEXTS = [
  'pause_message_en',
  'pause_message_ar',
  'terms_en',
  'terms_ar',
  'disclaimer_en',
  'disclaimer_ar',
  'first_popup_en',
  'first_popup_ar',
  'second_popup_en',
  'second_popup_ar',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  const text = (column: string) => sql.raw(`add column ${column} text not null default ''`);
  await sql`alter table merchants ${sql.join(TEXTS.map(text))}`.execute(db);
  await db.schema
    .alterTable('merchants')
    .addColumn('default_country', 'text', (c) => c.notNull().defaultTo('KW'))
    .addColumn('capture_delivery_address', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('capture_delivery_location', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kuwait_areas', 'jsonb')
    .execute();
  await db.schema.alterTable('transactions').addColumn('disclaimer_ar', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('disclaimer_ar').execute();
  for (const column of [
    ...TEXTS,
    'default_country',
    'capture_delivery_address',
    'capture_delivery_location',
    'kuwait_areas',
  ]) {
    await db.schema.alterTable('merchants').dropColumn(column).execute();
  }
}
