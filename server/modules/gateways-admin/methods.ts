import type { GatewayMethodList } from '../../../src/domain/contracts/gateways-admin.ts';
import {
  hasProviderMethod,
  isProviderAdapter,
  METHOD_SAMPLE_UNITS,
  missingCredentials,
} from '../../../src/domain/gateway-settings.ts';
import { currencyDecimals, formatAmount } from '../../../src/domain/money.ts';
import type { Gateways } from '../../gateways/service.ts';
import { messageError, nonFieldError } from '../../lib/errors.ts';
import { findAdminGateway } from './repository.ts';
import type { GatewayContext, Owner } from './service.ts';

/**
 * The methods a MyFatoorah account offers (InitiatePayment), each with MyFatoorah's own
 * fee for a sample amount, so the owner can choose the one this gateway pays through.
 * Asked outside any database transaction, as every provider call: a slow provider holds no lock.
 */
export async function accountMethods(
  ctx: GatewayContext & { gateways: Pick<Gateways, 'provider' | 'account'> },
  owner: Owner,
  code: string,
): Promise<GatewayMethodList> {
  const row = await findAdminGateway(ctx.db, owner.merchant_id, code);
  if (!row) throw messageError(404, 'gateways_admin.not_found');
  const provider = ctx.gateways.provider(row.adapter);
  if (!provider?.methods || !hasProviderMethod(row.adapter) || !isProviderAdapter(row.adapter))
    throw nonFieldError('gateways_admin.nothing_to_list');
  const account = ctx.gateways.account(row);
  const missing = missingCredentials(row.adapter, account.credentials);
  if (missing.length > 0)
    throw nonFieldError('gateways_admin.credentials_missing', { fields: missing.join(', ') });
  const currency = row.currency.trim();
  const sampleMinor = METHOD_SAMPLE_UNITS * 10 ** currencyDecimals(currency);
  const listed = await provider.methods(account, sampleMinor, currency);
  if (!listed.ok) throw messageError(502, 'gateways_admin.methods_unavailable');
  return {
    amount: formatAmount(sampleMinor, currency),
    currency,
    results: listed.methods.map((m) => ({
      method: m.method,
      code: m.code,
      name_en: m.nameEn,
      name_ar: m.nameAr,
      image_url: m.imageUrl,
      fee: formatAmount(m.feeMinor, m.currency),
      total: formatAmount(m.totalMinor, m.currency),
    })),
  };
}
