import { isPhoneNumber } from '../../../src/domain/contact-rules.ts';
import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { AdminStore, StorePatch, StoreRequest } from '../../../src/domain/contracts/catalogue-admin.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { changesOf } from '../branding/service.ts';
import { type Actor, shopCurrency } from './products.ts';
import { findStore, insertStore, listStores, type StoreRow, updateStore } from './repository.ts';

const toStore = ({ merchant_id: _merchant, ...row }: StoreRow): AdminStore => row;

export async function storesOf(db: DbHandle, merchantId: number): Promise<AdminStore[]> {
  await shopCurrency(db, merchantId);
  return (await listStores(db, merchantId)).map(toStore);
}

function checked(wanted: StoreRequest): StoreRequest {
  const values = Object.fromEntries(
    Object.entries(wanted).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  ) as StoreRequest;
  const errors: Record<string, Msg[]> = {};
  if (!values.name_en) errors.name_en = [msg('errors.blank')];
  if (!values.name_ar) errors.name_ar = [msg('errors.blank')];
  // Optional: a store may have no line of its own; one given must be a number a customer can call.
  if (values.phone && !isPhoneNumber(values.phone)) errors.phone = [msg('payments.invalid_phone')];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return values;
}

async function storeOf(db: DbHandle, merchantId: number, id: number): Promise<StoreRow> {
  const row = await findStore(db, merchantId, id);
  if (!row) throw messageError(404, 'errors.not_found');
  return row;
}

async function log(trx: DbHandle, actor: Actor, action: string, row: StoreRow, changes: ActivityChange[]) {
  await recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: `activity.catalogue_store_${action}`,
    plugin: 'catalogue',
    params: { name: row.name_en, changes },
  });
}

export function createStore(db: DbHandle, actor: Actor, input: StoreRequest): Promise<AdminStore> {
  return inTransaction(db, async (trx) => {
    await shopCurrency(trx, actor.merchant_id);
    const values = checked(input);
    const row = await storeOf(trx, actor.merchant_id, await insertStore(trx, actor.merchant_id, values));
    await log(trx, actor, 'created', row, changesOf({}, values));
    return toStore(row);
  });
}

export function editStore(db: DbHandle, actor: Actor, id: number, patch: StorePatch): Promise<AdminStore> {
  return inTransaction(db, async (trx) => {
    const current = await storeOf(trx, actor.merchant_id, id);
    const values = checked({ ...current, ...patch });
    const sent = Object.fromEntries(
      Object.keys(patch).map((field) => [field, values[field as keyof StoreRequest]]),
    );
    const changes = changesOf<StoreRequest>(current, sent);
    if (changes.length === 0) return toStore(current);
    await updateStore(trx, id, Object.fromEntries(changes.map((change) => [change.field, change.after])));
    const row = await storeOf(trx, actor.merchant_id, id);
    await log(trx, actor, 'edited', row, changes);
    return toStore(row);
  });
}
