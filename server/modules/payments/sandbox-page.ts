import { formatMoney, minorFromDb } from '../../../src/domain/money.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { SandboxPageModel } from '../../gateways/service.ts';
import type { Lang } from '../../lib/i18n.ts';
import { gatewayName } from './pay-choices.ts';
import { type AttemptRow, findAttempt, findGateway, findMerchantRow, findTransaction } from './repository.ts';
import { resultUrl } from './transactions.ts';

/** What the sandbox gateway's hosted page shows of an attempt; null when there is no such attempt. */
export async function sandboxPageOf(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  attemptId: string,
): Promise<{ attempt: AttemptRow; model: SandboxPageModel } | null> {
  const attempt = await findAttempt(db, attemptId);
  const transaction = attempt && (await findTransaction(db, attempt.transaction_id));
  if (!attempt || !transaction) return null;
  const lang: Lang = attempt.lang === 'ar' ? 'ar' : 'en';
  const [merchant, gateway] = await Promise.all([
    findMerchantRow(db, transaction.merchant_id),
    findGateway(db, transaction.merchant_id, attempt.gateway_code),
  ]);
  const currency = attempt.currency.trim();
  const money = (value: string | number | bigint) => formatMoney(minorFromDb(value), currency, lang);
  return {
    attempt,
    model: {
      lang,
      attemptId: attempt.id,
      merchant: (lang === 'ar' ? merchant?.title_ar : merchant?.title_en) ?? '',
      gateway: gateway ? gatewayName(gateway, lang) : attempt.gateway_code,
      amount: money(attempt.amount_minor),
      fee: money(attempt.fee_minor),
      total: money(attempt.total_minor),
      open: attempt.state === 'pending',
      backUrl: resultUrl(config, lang, transaction.plugin, attempt.id),
    },
  };
}
