import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  AdminDiscountCode,
  DiscountCodePatch,
  DiscountCodeQuery,
  DiscountCodeRequest,
} from '../../../src/domain/contracts/discount-codes.ts';
import { isLiveCode } from '../../../src/domain/discount-code-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { type Actor, changesOf } from '../branding/service.ts';
import { checkCode, requestOf } from './code-checks.ts';
import {
  type DiscountCodeRow,
  discountCodeTaken,
  findDiscountCodeById,
  insertDiscountCode,
  listDiscountCodes,
  merchantCurrency,
  updateDiscountCode,
} from './repository.ts';

const timestamp = (value: Date | null) => (value === null ? null : new Date(value));

function present(row: DiscountCodeRow, currency: string, now = new Date()): AdminDiscountCode {
  return {
    id: row.id,
    ...requestOf(row, currency),
    used_count: row.used_count,
    live: isLiveCode({ ...row, starts_at: timestamp(row.starts_at), ends_at: timestamp(row.ends_at) }, now),
    currency_code: currency,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function discountCodesPage(
  db: DbHandle,
  merchantId: number,
  query: DiscountCodeQuery,
): Promise<{ count: number; results: AdminDiscountCode[] }> {
  const currency = await merchantCurrency(db, merchantId);
  const { count, rows } = await listDiscountCodes(db, merchantId, query.search, query);
  return { count, results: rows.map((row) => present(row, currency)) };
}

async function codeOf(db: DbHandle, merchantId: number, id: number): Promise<DiscountCodeRow> {
  // Locked: a checkout counting a use meanwhile cannot slip under a lowered limit.
  const row = await findDiscountCodeById(db, merchantId, id, true);
  if (!row) throw messageError(404, 'errors.not_found');
  return row;
}

// Codes serve the food menu and the catalogue alike, so their entries belong to no one plugin.
async function log(trx: DbHandle, actor: Actor, action: string, code: string, changes: ActivityChange[]) {
  await recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: `activity.discount_code_${action}`,
    plugin: null,
    params: { name: code, changes },
  });
}

/**
 * Checks and adds a code in the caller's transaction, unlogged: the demo seed writes through it,
 * and its first codes are nobody's action.
 */
export async function writeDiscountCode(trx: DbHandle, merchantId: number, input: DiscountCodeRequest) {
  const currency = await merchantCurrency(trx, merchantId);
  const taken = await discountCodeTaken(trx, merchantId, input.code);
  const { request, columns } = checkCode(input, currency, { codeTaken: taken, usedCount: 0 });
  return { id: await insertDiscountCode(trx, merchantId, columns), request, currency };
}

export function createDiscountCode(
  db: DbHandle,
  actor: Actor,
  input: DiscountCodeRequest,
): Promise<AdminDiscountCode> {
  return inTransaction(db, async (trx) => {
    const { id, request, currency } = await writeDiscountCode(trx, actor.merchant_id, input);
    await log(trx, actor, 'created', request.code, changesOf({}, request));
    return present(await codeOf(trx, actor.merchant_id, id), currency);
  });
}

export function editDiscountCode(
  db: DbHandle,
  actor: Actor,
  id: number,
  patch: DiscountCodePatch,
): Promise<AdminDiscountCode> {
  return inTransaction(db, async (trx) => {
    const currency = await merchantCurrency(trx, actor.merchant_id);
    const row = await codeOf(trx, actor.merchant_id, id);
    const current = requestOf(row, currency);
    const wanted = { ...current, ...patch };
    const taken = await discountCodeTaken(trx, actor.merchant_id, wanted.code, id);
    const { request, columns } = checkCode(wanted, currency, { codeTaken: taken, usedCount: row.used_count });
    const sent = Object.fromEntries(
      Object.keys(patch).map((field) => [field, request[field as keyof DiscountCodeRequest]]),
    );
    // A list is a change when it reads differently, not because it is another array.
    const listed = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);
    const changes = changesOf<Record<string, unknown>>(
      Object.fromEntries(Object.entries(current).map(([field, value]) => [field, listed(value)])),
      Object.fromEntries(Object.entries(sent).map(([field, value]) => [field, listed(value)])),
    );
    if (changes.length === 0) return present(row, currency);
    await updateDiscountCode(trx, id, columns);
    await log(trx, actor, 'edited', request.code, changes);
    return present(await codeOf(trx, actor.merchant_id, id), currency);
  });
}

/** Stops a code at once; it stays listed with its uses, and can be switched on again by an edit. */
export function deactivateDiscountCode(db: DbHandle, actor: Actor, id: number): Promise<AdminDiscountCode> {
  return inTransaction(db, async (trx) => {
    const currency = await merchantCurrency(trx, actor.merchant_id);
    const row = await codeOf(trx, actor.merchant_id, id);
    if (!row.is_active) return present(row, currency);
    await updateDiscountCode(trx, id, { is_active: false });
    await log(trx, actor, 'deactivated', row.code, [{ field: 'is_active', before: true, after: false }]);
    return present(await codeOf(trx, actor.merchant_id, id), currency);
  });
}
