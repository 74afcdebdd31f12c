import type { Kysely } from 'kysely';

/**
 * Issue 23: an event's title, texts and image are each per language. An Arabic banner often
 * carries Arabic lettering the English page should not show, and the reverse. Null: the Arabic
 * pages show the event's one image, as every event did until now.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('image_url_ar', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('image_url_ar').execute();
}
