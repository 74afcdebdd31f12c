import type {
  ApiTransactionRequest,
  ApiTransactionResponse,
} from '../../../src/domain/contracts/integrations.ts';
import { currencyDecimals, parseAmount } from '../../../src/domain/money.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import { checkOutboundUrl, outboundUrlMessage } from '../../lib/outbound/url-policy.ts';
import type { ApiKeyRow } from '../api-keys/service.ts';
import { createTransaction, paymentUrl } from '../payments/service.ts';

export { currentApiKey } from '../api-keys/service.ts';

const MINUTE_MS = 60_000;

/** `expiration`: minutes from now (a number or digits) or an ISO date-time with a zone. */
function parseExpiration(value: string | number | null | undefined, now: Date): Date | null | Msg {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const minutes = Number(value);
    if (!Number.isSafeInteger(minutes) || minutes < 1 || minutes > 525_600)
      return msg('integrations.expiration_invalid');
    return new Date(now.getTime() + minutes * MINUTE_MS);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    return msg('integrations.expiration_invalid');
  }
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return msg('integrations.expiration_invalid');
  if (time.getTime() <= now.getTime()) return msg('integrations.expiration_past');
  return time;
}

/**
 * A transaction created by a merchant's own system with one of its API keys (e_commerce or
 * session), in the caller's database transaction (the route stores its idempotent answer in it).
 */
export async function createApiTransaction(
  trx: DbHandle,
  config: Pick<ServerConfig, 'publicUrl' | 'outboundAllowLocal'>,
  apiKey: Pick<ApiKeyRow, 'id' | 'merchant_id'>,
  plugin: 'e_commerce' | 'session',
  body: ApiTransactionRequest,
): Promise<ApiTransactionResponse> {
  const problems: Record<string, Msg[]> = {};
  const amount = parseAmount(body.amount, body.currency_code);
  if (!amount.ok) {
    problems.amount = [
      amount.error.key === 'too_many_decimals'
        ? msg('amount.too_many_decimals', { decimals: currencyDecimals(body.currency_code) })
        : msg('amount.not_positive'),
    ];
  }
  const expiration = parseExpiration(body.expiration, new Date());
  if (expiration && !(expiration instanceof Date)) problems.expiration = [expiration];
  if (body.webhook_url) {
    const webhook = checkOutboundUrl(body.webhook_url, {
      allowLocal: config.outboundAllowLocal,
    });
    if (!webhook.ok) problems.webhook_url = [outboundUrlMessage(webhook.refusal)];
  }
  if (Object.keys(problems).length > 0 || !amount.ok) throw fieldErrors(problems);
  const lang = body.language ?? 'en';
  const transaction = await createTransaction(trx, {
    merchantId: apiKey.merchant_id,
    plugin,
    amountMinor: amount.minor,
    currency: body.currency_code,
    pgCodes: body.pg_codes,
    customerName: body.customer_name?.trim() ?? '',
    customerEmail: body.customer_email || null,
    customerPhone: body.customer_phone || null,
    description: body.description ?? '',
    externalReference: body.external_reference || null,
    webhookUrl: body.webhook_url || null,
    expirationTime: expiration instanceof Date ? expiration : null,
    apiKeyId: apiKey.id,
    language: lang,
  });
  return {
    id: transaction.id,
    checkout_url: paymentUrl(config, lang, transaction),
    session_id: transaction.id,
    expiration_time: transaction.expiration_time ? new Date(transaction.expiration_time).toISOString() : null,
  };
}
