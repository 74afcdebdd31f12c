import { formatDate, formatTime } from '../../../src/domain/date-formats.ts';
import type { DbHandle } from '../../db/handle.ts';
import { moneyVar, translate } from '../../lib/i18n.ts';
import { ticketsUrl } from '../events/service.ts';
import { enqueueMessage } from '../templates/service.ts';
import type { ClaimedItem } from './run-repository.ts';

/**
 * Tells a booking's holder of the change, in the booking's language and in the caller's
 * transaction (queued if and only if the booking's work commits): a cancel with what was
 * refunded, a reschedule with the new date and the tickets, which stay valid.
 */
export async function tellHolder(
  trx: DbHandle,
  publicUrl: string,
  item: ClaimedItem,
  refundedMinor: number,
): Promise<void> {
  const lang = item.lang === 'ar' ? 'ar' : 'en';
  const common = {
    name: item.first_name,
    event: lang === 'ar' ? item.title_ar : item.title_en,
    note: lang === 'ar' ? item.message_ar : item.message_en,
  };
  if (item.kind === 'cancel') {
    const refund =
      refundedMinor > 0
        ? translate(lang, 'event_changes.email.refunded', {
            amount: moneyVar(refundedMinor, item.currency.trim()),
          })
        : '';
    await enqueueMessage(trx, {
      merchantId: item.merchant_id,
      kind: 'event_canceled',
      lang,
      recipient: item.email,
      values: { ...common, date: formatDate(item.event_date, lang), refund },
    });
    return;
  }
  await enqueueMessage(trx, {
    merchantId: item.merchant_id,
    kind: 'event_rescheduled',
    lang,
    recipient: item.email,
    values: {
      ...common,
      old_date: formatDate(item.from_date ?? item.event_date, lang),
      date: formatDate(item.event_date, lang),
      time: formatTime(item.start_time, lang),
      link: ticketsUrl(publicUrl, { id: item.booking_id, access_token: item.access_token }, lang),
    },
  });
}
