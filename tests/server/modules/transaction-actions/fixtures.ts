import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../../server/db/handle.ts';
import { hashPassword } from '../../../../server/modules/auth/password-hash.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { login, TEST_SCRYPT_LOG_N } from '../../helper.ts';

let staffCount = 0;

/**
 * A staff user of the demo merchant holding these permissions and, unless `own` (only the
 * transactions they create), view_all_paymenttransaction; returns an access token.
 */
export async function staffToken(
  app: FastifyInstance,
  permissions: string[],
  { own = false } = {},
): Promise<string> {
  staffCount += 1;
  const username = `staff${staffCount}`;
  const password = 'Staff#2026x';
  await queryable(app.db)
    .insertInto('users')
    .values({
      merchant_id: 1,
      username,
      email: `${username}@example.kw`,
      password_hash: await hashPassword(password, TEST_SCRYPT_LOG_N),
      permissions: JSON.stringify(own ? permissions : [...permissions, PERMISSIONS.viewAllTransactions]),
    })
    .execute();
  return (await login(app, { username, password }, `10.4.0.${staffCount}`)).access;
}

export interface SeededTransaction {
  plugin?: string;
  state?: 'paid' | 'authorized' | 'created' | 'failed';
  amountMinor?: number;
  currency?: string;
  customerName?: string;
  customerEmail?: string | null;
  customerPhone?: string | null;
  language?: 'en' | 'ar';
  createdAt?: Date;
}

/**
 * A transaction as a finished payment leaves it: paid through KNET (a payment movement) or
 * held by the card gateway (an authorisation), or still unpaid.
 */
export async function seedTransaction(app: FastifyInstance, input: SeededTransaction = {}): Promise<string> {
  const state = input.state ?? 'paid';
  const amount = input.amountMinor ?? 10_000;
  const currency = input.currency ?? 'KWD';
  const row = await queryable(app.db)
    .insertInto('transactions')
    .values({
      merchant_id: 1,
      plugin: input.plugin ?? 'payment_request',
      state,
      amount_minor: amount,
      currency,
      pg_codes: JSON.stringify(['knet', 'card']),
      customer_name: input.customerName ?? 'Fatima Al-Sabah',
      customer_email: input.customerEmail === undefined ? 'fatima@example.kw' : input.customerEmail,
      customer_phone: input.customerPhone === undefined ? '+96550000000' : input.customerPhone,
      language: input.language ?? 'en',
      ...(input.createdAt ? { created_at: input.createdAt, state_changed_at: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (state === 'paid' || state === 'authorized') {
    const attempt = await queryable(app.db)
      .insertInto('payment_attempts')
      .values({
        transaction_id: row.id,
        gateway_code: state === 'paid' ? 'knet' : 'card',
        amount_minor: amount,
        fee_minor: 0,
        total_minor: amount,
        currency,
        state,
        lang: 'en',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queryable(app.db)
      .insertInto('money_movements')
      .values({
        transaction_id: row.id,
        attempt_id: attempt.id,
        kind: state === 'paid' ? 'payment' : 'authorization',
        amount_minor: amount,
      })
      .execute();
  }
  return row.id;
}
