import { type Kysely, sql } from 'kysely';

/**
 * Issue 24: money moves in two steps around a provider call. An attempt carries the
 * reference the provider echoes (KNET's trackid, MyFatoorah's CustomerReference), what the
 * provider gave back, and when the reconciliation worker asks about it next. A refund,
 * capture or void is first written `pending` (a pending refund already counts against what
 * may still be refunded), then `done` or `refused` once the provider answers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_attempts')
    // 20 random digits (a volatile default is evaluated per row, old rows included); the
    // reference is only a key the provider echoes, never a capability.
    .addColumn('reference', 'text', (c) =>
      c
        .notNull()
        .defaultTo(
          sql`lpad((floor(random() * 1e10))::bigint::text, 10, '0') || lpad((floor(random() * 1e10))::bigint::text, 10, '0')`,
        ),
    )
    .addColumn('provider_refs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('redirect_url', 'text')
    .addColumn('next_check_at', 'timestamptz')
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('payment_attempts_reference')
    .on('payment_attempts')
    .column('reference')
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_attempts_due')
    .on('payment_attempts')
    .column('next_check_at')
    .where(sql.ref('next_check_at'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('money_movements')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('done').check(sql`status in ('pending','done','refused')`),
    )
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('provider_refs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('reason', 'text')
    .addColumn('next_check_at', 'timestamptz')
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    // Who asked, for the activity entry written when the provider confirms (maybe much later).
    .addColumn('actor', 'text')
    // The Idempotency-Key of the request that asked (scoped to its owner and route): a retry
    // after a crash finds this movement instead of asking for the money again.
    .addColumn('request_key', 'text', (c) => c.unique())
    .execute();
  // A payment the bank completed where nothing can take it (an expired transaction, one already
  // paid by another attempt, a success after the day reconciliation waits): staff decide.
  await db.schema
    .createTable('payment_attention')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('attempt_id', 'uuid', (c) =>
      c.notNull().unique().references('payment_attempts.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('expired','already_paid','late')`))
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`state in ('open','refunded','applied')`),
    )
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX payment_attention_open ON payment_attention (merchant_id, created_at) WHERE state = 'open'`.execute(
    db,
  );
  // A provider's pay choice can be one of its methods (MyFatoorah's PaymentMethodId).
  await db.schema.alterTable('gateways').addColumn('provider_method', 'text').execute();
  // A canceled event's booking remembers its refund, so a resumed run asks about that one.
  await db.schema
    .alterTable('event_change_items')
    .addColumn('movement_id', 'bigint', (c) => c.references('money_movements.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('money_movements_due')
    .on('money_movements')
    .column('next_check_at')
    .where(sql.ref('next_check_at'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_change_items').dropColumn('movement_id').execute();
  await db.schema.alterTable('gateways').dropColumn('provider_method').execute();
  await db.schema.dropTable('payment_attention').execute();
  await db.schema.dropIndex('money_movements_due').execute();
  await db.schema
    .alterTable('money_movements')
    .dropColumn('status')
    .dropColumn('reference')
    .dropColumn('provider_refs')
    .dropColumn('reason')
    .dropColumn('next_check_at')
    .dropColumn('checks')
    .dropColumn('actor')
    .dropColumn('request_key')
    .execute();
  await db.schema.dropIndex('payment_attempts_due').execute();
  await db.schema.dropIndex('payment_attempts_reference').execute();
  await db.schema
    .alterTable('payment_attempts')
    .dropColumn('reference')
    .dropColumn('provider_refs')
    .dropColumn('redirect_url')
    .dropColumn('next_check_at')
    .dropColumn('checks')
    .execute();
}
