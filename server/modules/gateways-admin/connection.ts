import type { GatewayTestResponse } from '../../../src/domain/contracts/gateways-admin.ts';
import { isProviderAdapter, missingCredentials } from '../../../src/domain/gateway-settings.ts';
import { openCredentials, type PaymentProvider } from '../../gateways/service.ts';
import { messageError, nonFieldError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { findAdminGateway } from './repository.ts';
import type { GatewayContext, Owner } from './service.ts';

/**
 * The "Test connection" button: the provider's lightest authenticated call with the stored
 * account. Outside any database transaction, as every provider call (issue 24): a slow bank
 * holds no lock. A failure is the provider's answer, told to the owner, not an error.
 */
export async function testConnection(
  ctx: GatewayContext & { provider: (name: string) => PaymentProvider | null },
  owner: Owner,
  code: string,
  lang: Lang,
): Promise<GatewayTestResponse> {
  const row = await findAdminGateway(ctx.db, owner.merchant_id, code);
  if (!row) throw messageError(404, 'gateways_admin.not_found');
  const provider = ctx.provider(row.adapter);
  if (!provider || !isProviderAdapter(row.adapter)) throw nonFieldError('gateways_admin.nothing_to_test');
  const credentials = openCredentials(ctx.secretBox, row.credentials_sealed);
  const missing = missingCredentials(row.adapter, credentials);
  if (missing.length > 0)
    throw nonFieldError('gateways_admin.credentials_missing', { fields: missing.join(', ') });
  const answer = await provider.testConnection({ mode: row.mode, credentials });
  return answer.ok
    ? { ok: true, message: translate(lang, 'gateways_admin.connection_ok') }
    : { ok: false, message: translate(lang, 'gateways_admin.connection_failed', { reason: answer.reason }) };
}
