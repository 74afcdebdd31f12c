import { randomBytes } from 'node:crypto';
import { type DbHandle, queryable } from '../db/handle.ts';
import type { AttemptRow, GatewayRow, TransactionRow } from '../db/types.ts';

/** The rows an adapter is handed: the payments core reads them, the gateways only look. */
export type { AttemptRow, GatewayRow, TransactionRow };

/** Like the JWT secret: generated once and kept in the database, shared by every instance. */
export async function sandboxSecret(handle: DbHandle): Promise<string> {
  const db = queryable(handle);
  await db
    .insertInto('settings')
    .values({ key: 'sandbox_gateway_secret', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'sandbox_gateway_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
