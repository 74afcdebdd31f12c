import { type Kysely, sql } from 'kysely';

/**
 * Issue 22 gives the finance preset `view_bulkupload` (src/domain/roles.ts). Merchants whose
 * presets were made before it get it too, on the role and on the members who hold the role
 * (users.permissions is what authentication reads).
 */
const GRANT = sql`'["view_bulkupload"]'::jsonb`;

// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE roles SET permissions = permissions || ${GRANT}
    WHERE preset = 'finance' AND NOT permissions @> ${GRANT}`.execute(db);
  await sql`UPDATE users SET permissions = permissions || ${GRANT}
    WHERE role_id IN (SELECT id FROM roles WHERE preset = 'finance') AND NOT permissions @> ${GRANT}`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE users SET permissions = permissions - 'view_bulkupload'
    WHERE role_id IN (SELECT id FROM roles WHERE preset = 'finance')`.execute(db);
  await sql`UPDATE roles SET permissions = permissions - 'view_bulkupload' WHERE preset = 'finance'`.execute(
    db,
  );
}
