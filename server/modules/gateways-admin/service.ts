import type {
  AdminGateway,
  GatewayCreateRequest,
  GatewayDeleteResponse,
  GatewayList,
  GatewayPatch,
} from '../../../src/domain/contracts/gateways-admin.ts';
import { allowedCurrencies, isTestGateway, liveRefusal } from '../../../src/domain/gateway-settings.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { openCredentials } from '../../gateways/service.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type ActivityInput, recordActivity } from '../activity/service.ts';
import { checkedEdit, type ServerPolicy } from './edit-checks.ts';
import { presentGateway } from './present.ts';
import {
  deleteGateway,
  findAdminGateway,
  insertGateway,
  listAllGateways,
  reorderGateways,
  updateGateway,
} from './repository.ts';

/** What the gateway services need of the app: sealing accounts and the server's policy for live mode. */
export interface GatewayContext extends ServerPolicy {
  db: DbHandle;
  secretBox: SecretBox;
}

/** The owner acting, on their own merchant's gateways only. */
export interface Owner {
  merchant_id: number;
  username: string;
}

/** Activity params name the gateway `gateway`: a param called `code` would be masked as a secret. */
const log = (trx: DbHandle, owner: Owner, action: string, params: ActivityInput['params']) =>
  recordActivity(trx, {
    merchantId: owner.merchant_id,
    actor: owner.username,
    action: `activity.settings_gateway_${action}`,
    plugin: null,
    params,
  });

export async function gatewayList(ctx: GatewayContext, merchantId: number): Promise<GatewayList> {
  const rows = await listAllGateways(ctx.db, merchantId);
  return {
    results: rows.map((row) => presentGateway(row, ctx.secretBox, ctx.publicUrl)),
    live_refusal: liveRefusal(ctx),
  };
}

/** Customers can pay with a gateway on a provider's test account: the dashboard and pay page say so. */
export async function inTestMode(db: DbHandle, merchantId: number): Promise<boolean> {
  const rows = await listAllGateways(db, merchantId);
  return rows.some((row) => row.is_active && isTestGateway(row));
}

async function locked(trx: DbHandle, owner: Owner, code: string) {
  const row = await findAdminGateway(trx, owner.merchant_id, code, true);
  if (!row) throw messageError(404, 'gateways_admin.not_found');
  return row;
}

/** A new gateway goes last on the pay page, inactive until its owner has set it up (repository). */
export async function createGateway(
  ctx: GatewayContext,
  owner: Owner,
  body: GatewayCreateRequest,
): Promise<AdminGateway> {
  return inTransaction(ctx.db, async (trx) => {
    const name_en = body.name_en.trim();
    const name_ar = body.name_ar.trim();
    const created = await insertGateway(trx, owner.merchant_id, {
      code: body.code,
      adapter: body.adapter,
      name_en,
      name_ar,
      currency: allowedCurrencies(body.adapter)?.[0] ?? 'KWD',
      button_verb_en: `Pay with ${name_en}`,
      button_verb_ar: `ادفع عبر ${name_ar}`,
    });
    if (!created) throw fieldErrors({ code: [msg('gateways_admin.code_taken')] }, 409);
    await log(trx, owner, 'created', { gateway: body.code, name: name_en, adapter: body.adapter });
    return presentGateway(await locked(trx, owner, body.code), ctx.secretBox, ctx.publicUrl);
  });
}

export function editGateway(
  ctx: GatewayContext,
  owner: Owner,
  code: string,
  patch: GatewayPatch,
): Promise<AdminGateway> {
  return inTransaction(ctx.db, async (trx) => {
    const row = await locked(trx, owner, code);
    const before = presentGateway(row, ctx.secretBox, ctx.publicUrl);
    const stored = openCredentials(ctx.secretBox, row.credentials_sealed);
    const { values, account, accountChanged } = checkedEdit(before, stored, patch, ctx);
    const shown = {
      ...values,
      fee_fixed: patch.fee_fixed ?? before.fee_fixed,
      fee_percent: patch.fee_percent ?? before.fee_percent,
    };
    const fields = [
      'name_en',
      'name_ar',
      'logo_url',
      'button_verb_en',
      'button_verb_ar',
      'fee_payer',
      'currency',
      'plugins',
      'is_active',
      'mode',
      'provider_method',
    ] as const;
    const changes: { field: string; before: unknown; after: unknown }[] = fields
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(values[field]))
      .map((field) => ({ field, before: before[field], after: values[field] }));
    if (row.fee_fixed_minor !== values.fee_fixed_minor || row.fee_bp !== values.fee_bp)
      for (const field of ['fee_fixed', 'fee_percent'] as const)
        if (before[field] !== shown[field])
          changes.push({ field, before: before[field], after: shown[field] });
    if (changes.length === 0 && accountChanged.length === 0) return before;
    const sealed = Object.keys(account).length > 0 ? ctx.secretBox.seal(JSON.stringify(account)) : null;
    await updateGateway(trx, owner.merchant_id, code, {
      ...values,
      ...(accountChanged.length > 0 ? { credentials_sealed: sealed } : {}),
    });
    // The account's field names only: its values stay out of the log and its backups.
    await log(trx, owner, 'edited', {
      gateway: code,
      name: values.name_en,
      changes,
      ...(accountChanged.length > 0 ? { account_fields: accountChanged.join(', ') } : {}),
    });
    return presentGateway(await locked(trx, owner, code), ctx.secretBox, ctx.publicUrl);
  });
}

/** Attempts keep their gateway's code: a gateway payments used is deactivated, not deleted. */
export function removeGateway(
  ctx: GatewayContext,
  owner: Owner,
  code: string,
): Promise<Omit<GatewayDeleteResponse, 'message'>> {
  return inTransaction(ctx.db, async (trx) => {
    const row = await locked(trx, owner, code);
    if (row.in_use) {
      await updateGateway(trx, owner.merchant_id, code, { is_active: false });
      await log(trx, owner, 'deactivated', { gateway: code, name: row.name_en });
      return { deleted: false };
    }
    await deleteGateway(trx, owner.merchant_id, code);
    await log(trx, owner, 'deleted', { gateway: code, name: row.name_en });
    return { deleted: true };
  });
}

/** The pay page's order: every gateway of the merchant, each once. */
export function reorder(ctx: GatewayContext, owner: Owner, codes: string[]): Promise<GatewayList> {
  return inTransaction(ctx.db, async (trx) => {
    const current = await listAllGateways(trx, owner.merchant_id);
    const known = current.map((row) => row.code);
    if (codes.length !== known.length || !codes.every((code) => known.includes(code)))
      throw fieldErrors({ codes: [msg('gateways_admin.order_incomplete')] });
    if (known.join() !== codes.join()) {
      await reorderGateways(trx, owner.merchant_id, codes);
      await log(trx, owner, 'reordered', { order: codes.join(', ') });
    }
    return gatewayList({ ...ctx, db: trx }, owner.merchant_id);
  });
}
