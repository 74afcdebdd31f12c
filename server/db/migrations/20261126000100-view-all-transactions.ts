import { type Kysely, sql } from 'kysely';

/**
 * Seeing other staff's transactions becomes a permission (issue 18: a cashier sees only what
 * they created). Everyone who could see them before keeps seeing them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update users set permissions = permissions || '["view_all_paymenttransaction"]'::jsonb
    where not is_superuser and not permissions ? 'view_all_paymenttransaction'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update users set permissions = permissions - 'view_all_paymenttransaction'`.execute(db);
}
