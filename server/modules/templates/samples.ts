import { formatDate, formatDateTime, formatTime } from '../../../src/domain/date-formats.ts';
import type { MessageKind, MessageLang } from '../../../src/domain/message-kinds.ts';
import { formatMoney } from '../../../src/domain/money.ts';
import { translate } from '../../lib/i18n.ts';

/**
 * Values a preview fills the placeholders with: what a real message of the merchant would
 * carry, made up. The customer's name holds markup on purpose, so the owner sees it shown
 * as text rather than obeyed.
 */
export function sampleValues(
  kind: MessageKind,
  lang: MessageLang,
  merchant: { title_en: string; title_ar: string },
  publicUrl: string,
): Record<string, string> {
  const ar = lang === 'ar';
  return {
    merchant: ar ? merchant.title_ar : merchant.title_en,
    customer_name: ar ? 'فاطمة <الصباح>' : 'Fatima <Al-Sabah>',
    name: ar ? 'فاطمة' : 'Fatima',
    amount: formatMoney(12_500, 'KWD', lang),
    url: `${publicUrl}/${lang}/pos/pay/00000000-0000-4000-8000-000000000000`,
    link: `${publicUrl}/${lang}/reset-password?username=fatima&token=sample`,
    reference: 'SBX-1024',
    references: [
      `${translate(lang, 'payments.detail.ref_payment_id')}: 100602811000041`,
      `${translate(lang, 'payments.detail.ref_auth')}: 640201`,
    ].join('\n'),
    // A receipt's date is when the payment went through; a booking's the day of the event.
    date:
      kind === 'receipt'
        ? formatDateTime(new Date('2026-03-01T09:30:00Z'), lang)
        : formatDate('2026-03-01', lang),
    gateway: ar ? 'كي نت' : 'KNET',
    number: '1024',
    event: ar ? 'إفطار المجتمع' : 'Community Iftar',
    places: ar ? 'مكانان' : '2 places',
    time: formatTime('19:00', lang),
    username: 'fatima',
  };
}
