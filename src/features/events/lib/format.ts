import { amountMinor } from '@/domain/money';
import type { Lang } from '@/lib/lang-path';

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-KW' : 'en-GB');

/** "Mon, 11 May 2026": event dates are calendar days, so no time zone may shift them. */
export function formatEventDate(date: string, lang: Lang): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

export function formatDateRange(first: string | null, last: string | null, lang: Lang): string {
  if (!first) return '';
  if (!last || last === first) return formatEventDate(first, lang);
  return `${formatEventDate(first, lang)} – ${formatEventDate(last, lang)}`;
}

/** SPEC 9: ticket times read hh:mm A ("06:00 PM"). */
export function formatTicketTime(time: string, lang: Lang): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const day = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  // en-US writes the AM/PM marker in capitals, as hh:mm A reads.
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW' : 'en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(day);
}

/** price × quantity in minor units, multiplied as integers (no float holds money). */
export const ticketTotal = (price: string, quantity: number, currency: string): number =>
  amountMinor(price, currency) * quantity;
