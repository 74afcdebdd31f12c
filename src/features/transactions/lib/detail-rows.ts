import type { Lang } from '@/domain/contracts/common';
import type { TransactionAction, TransactionDetail } from '@/domain/contracts/transactions';

/**
 * SPEC 2.3: labels containing Receipt, Attachment or Tickets are download links. Labels come
 * in the request language, so the Arabic words count too.
 */
const DOWNLOAD_LABEL = /receipt|attachment|tickets|إيصال|مرفق|تذاكر|التذاكر/i;

export type DetailRowKind = 'download' | 'payment_url' | 'text';

export function detailRowKind(
  row: { label: string; value: string },
  paymentUrl: string | null,
): DetailRowKind {
  if (paymentUrl && row.value === paymentUrl) return 'payment_url';
  if (DOWNLOAD_LABEL.test(row.label) && /^(https?:\/\/|\/)/.test(row.value)) return 'download';
  return 'text';
}

/** The share message follows the transaction's language, not the interface's (SPEC 2.3). */
export function shareMessage(detail: Pick<TransactionDetail, 'share' | 'language'>): string | null {
  if (!detail.share) return null;
  return (detail.language as Lang) === 'en' ? detail.share.message_en : detail.share.message_ar;
}

/** The customer's phone, as the SMS action knows it, digits only for wa.me and sms: links. */
export function sharePhone(actions: readonly TransactionAction[]): string | null {
  const phone = actions.find((action) => action.data?.phone)?.data?.phone;
  return phone ? phone.replace(/[^\d+]/g, '') : null;
}

export interface ShareLinks {
  whatsapp: string;
  email: string;
  sms: string;
}

export function shareLinks(message: string, phone: string | null): ShareLinks {
  const text = encodeURIComponent(message);
  return {
    whatsapp: `https://wa.me/${phone ? phone.replace(/\D/g, '') : ''}?text=${text}`,
    email: `mailto:?body=${text}`,
    sms: `sms:${phone ?? ''}?body=${text}`,
  };
}
