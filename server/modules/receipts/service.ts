import { formatDateTime } from '../../../src/domain/date-formats.ts';
import { disputeReferences, genericReference } from '../../../src/domain/dispute-references.ts';
import { formatMoney, minorFromDb } from '../../../src/domain/money.ts';
import { isSettled, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { resultUrl } from '../payments/service.ts';
import { enqueueMessage } from '../templates/service.ts';
import { findReceiptTransaction, findSettledAttempt } from './repository.ts';

/**
 * Emails the customer a receipt when their payment succeeds: the transaction first reaches a
 * settled state (paid, or held by a card gateway). Run inside the state change's database
 * transaction, so the receipt exists exactly when the change commits; the state machine lets
 * a transaction settle once (a replayed callback changes nothing, a capture of a held payment
 * moves from one settled state to another), so a payment gets one receipt.
 */
export async function sendReceiptOnSuccess(
  trx: DbHandle,
  publicUrl: string,
  transactionId: string,
  to: TransactionState,
  from: TransactionState,
  now = new Date(),
): Promise<void> {
  if (!isSettled(to) || isSettled(from)) return;
  const transaction = await findReceiptTransaction(trx, transactionId);
  if (!transaction?.customer_email || !transaction.email_receipts) return;
  const attempt = await findSettledAttempt(trx, transactionId);
  if (!attempt) return;
  const lang: Lang = transaction.language === 'ar' ? 'ar' : 'en';
  const references = disputeReferences(attempt.provider_refs);
  await enqueueMessage(trx, {
    merchantId: transaction.merchant_id,
    kind: 'receipt',
    lang,
    recipient: transaction.customer_email,
    values: {
      merchant: lang === 'ar' ? transaction.title_ar : transaction.title_en,
      customer_name: transaction.customer_name,
      amount: formatMoney(minorFromDb(attempt.total_minor), attempt.currency, lang),
      // As on the printable receipt: a reference the bank's list names already is not said twice.
      reference: genericReference(attempt.gateway_reference, references) ?? transaction.id,
      references: references
        .map((ref) => `${translate(lang, `payments.detail.ref_${ref.key}`)}: ${ref.value}`)
        .join('\n'),
      date: formatDateTime(now, lang),
      gateway: (lang === 'ar' ? attempt.name_ar : attempt.name_en) ?? attempt.gateway_code,
      // The attempt's result page: its id is the capability that shows this payment and its receipt.
      url: resultUrl({ publicUrl }, lang, transaction.plugin, attempt.id),
    },
  });
}
