import { formatMoney, minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import { enqueueMessage } from '../templates/service.ts';
import { findOrderForEmail } from './repository.ts';

/** The customer's page of an order: its number and the unguessable token that opens it. */
export const confirmationUrl = (publicUrl: string, lang: Lang, number: string, token: string) =>
  `${publicUrl}/${lang}/order-confirmation/${number}?token=${token}`;

/**
 * Queues the order confirmation for a customer who gave an email, in their language, in the
 * database transaction that shows the order to the kitchen: placed (cash, free) or paid.
 */
export async function enqueueOrderConfirmation(
  trx: DbHandle,
  publicUrl: string,
  orderId: string,
): Promise<void> {
  const order = await findOrderForEmail(trx, orderId);
  if (!order?.customer_email) return;
  const lang: Lang = order.lang === 'ar' ? 'ar' : 'en';
  await enqueueMessage(trx, {
    merchantId: order.merchant_id,
    kind: 'order_confirmation',
    lang,
    recipient: order.customer_email,
    values: {
      merchant: lang === 'ar' ? order.title_ar : order.title_en,
      customer_name: order.customer_name,
      number: order.number,
      amount: formatMoney(minorFromDb(order.total_minor), order.currency, lang),
      url: confirmationUrl(publicUrl, lang, order.number, order.access_token),
    },
  });
}
