import { type Kysely, sql } from 'kysely';

/**
 * Named roles (issue 18): the presets every merchant has, and custom roles. A member with a role
 * has exactly its permissions, copied to users.permissions (what the authentication reads);
 * role_id null is "individual permissions", as every account had before.
 *
 * The presets as they were when this ran (src/domain/roles.ts PRESET_GRANTS defines them for
 * merchants created later): a migration is history and must not change meaning with that file.
 */
const PLUGINS = [
  'payment_request',
  'customer_payment',
  'bulk',
  'catalogue',
  'shopify',
  'e_commerce',
  'event',
  'food_ordering',
  'session',
];
const PRESETS: [string, string[]][] = [
  ['owner', []],
  [
    'finance',
    [
      ...PLUGINS.map((plugin) => `access_${plugin}`),
      'view_all_paymenttransaction',
      'refund_paymenttransaction',
      'capture_paymenttransaction',
      'view_export_settings',
      'view_paymenttransaction_statistics',
      'search_paymenttransaction',
    ],
  ],
  ['cashier', ['access_payment_request']],
  ['kitchen', ['access_food_ordering', 'scan_foodorder']],
  ['door', ['scan_eventbooking']],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('preset', 'text', (c) =>
      c.check(sql`preset in ('owner', 'finance', 'cashier', 'kitchen', 'door')`),
    )
    .addColumn('name', 'text')
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A preset is named by the locale, a custom role by its owner: exactly one of the two.
    .addCheckConstraint('roles_preset_or_name', sql`(preset is null) <> (name is null)`)
    .execute();
  await sql`create unique index roles_merchant_preset on roles (merchant_id, preset) where preset is not null`.execute(
    db,
  );
  await sql`create unique index roles_merchant_name on roles (merchant_id, lower(name)) where name is not null`.execute(
    db,
  );
  await db.schema
    .alterTable('users')
    // Restrict: a role is deleted only once nobody holds it (the service says so first).
    .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('restrict'))
    .execute();
  await db.schema.createIndex('users_role').on('users').column('role_id').execute();
  for (const [preset, permissions] of PRESETS) {
    await sql`insert into roles (merchant_id, preset, permissions)
      select id, ${preset}, ${JSON.stringify(permissions)}::jsonb from merchants`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role_id').execute();
  await db.schema.dropTable('roles').execute();
}
