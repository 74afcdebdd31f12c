import type { Lang } from './lang-path';

/** SPEC 9: times are Kuwait times, whatever the device's zone. */
export const TIME_ZONE = 'Asia/Kuwait';

export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}
