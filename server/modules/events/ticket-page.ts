/**
 * The printable ticket page of a booking: one signed QR per place with its reference number.
 * HTML (like the payment receipt) so browsers shape Arabic and print or save it as PDF.
 */
import { renderSVG } from 'uqr';
import { formatSlot } from '../../../src/domain/date-formats.ts';
import { importSignKey, signTicket } from '../../../src/domain/ticket-qr.ts';
import type { DbHandle } from '../../db/handle.ts';
import { Html, html } from '../../gateways/service.ts';
import { tokenMatches } from '../../lib/capability.ts';
import { messageError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { signingKeyOf } from '../event-keys/service.ts';
import { isUuid } from '../payments/service.ts';
import { findTicketPageBooking, listPurchasedNumbers } from './booking-repository.ts';

const STYLE = `
@page{margin:12mm}
body{font-family:"Noto Sans","Noto Sans Arabic","Segoe UI",Tahoma,sans-serif;color:#18181b;margin:0;padding:24px;background:#fff}
main{max-width:720px;margin:0 auto}
header{border-bottom:2px solid #f97316;padding-bottom:12px;margin-bottom:16px}
h1{font-size:1.5rem;margin:0 0 4px}p{margin:4px 0;color:#52525b}
.ticket{display:flex;gap:20px;align-items:center;border:1px dashed #a1a1aa;border-radius:12px;padding:16px;margin:12px 0;break-inside:avoid}
.qr svg{width:180px;height:180px;display:block}
@media (max-width:480px){.ticket{flex-direction:column;align-items:stretch}.qr svg{margin:0 auto}}
.number{font-size:1.3rem;font-weight:700;letter-spacing:.05em}
.ltr{direction:ltr;unicode-bidi:isolate}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#71717a}dd{margin:0}
.notice{padding:16px;border-radius:12px;background:#fff7ed;border:1px solid #fdba74}
.test{color:#9a3412;font-weight:700}
footer{margin-top:24px;font-size:.8rem;color:#71717a;text-align:center}`;

/** The page, or 404 when the id or token is wrong (the same answer, so ids cannot be probed). */
export async function renderTicketPage(
  db: DbHandle,
  bookingId: string,
  token: string,
  lang: Lang,
): Promise<string> {
  const booking = isUuid(bookingId) ? await findTicketPageBooking(db, bookingId) : undefined;
  if (!booking || !tokenMatches(token, booking.access_token))
    throw messageError(404, 'events.tickets_not_found');

  const t = (key: string) => translate(lang, `events.tickets.${key}`);
  const ar = lang === 'ar';
  const title = ar ? booking.title_ar : booking.title_en;
  const venue = ar ? booking.venue_ar : booking.venue_en;
  const slot = formatSlot(booking.event_date, booking.start_time, booking.end_time, lang);
  const members = booking.status === 'paid' ? await listPurchasedNumbers(db, booking.id) : [];
  // Read on every request: a holder reopening the page after a rotation gets the new key's codes.
  const signing = members.length > 0 ? await signingKeyOf(db, booking.event_id) : null;
  const key = signing ? await importSignKey(signing.privateKey) : null;
  const places =
    key && signing
      ? await Promise.all(
          members.map(async ({ number }, index) => {
            const qr = new Html(
              renderSVG(await signTicket(key, booking.event_id, signing.kid, number), { border: 2 }),
            );
            return html`<section class="ticket" aria-label="${t('place')} ${index + 1}">
<div class="qr" role="img" aria-label="${t('qr')} ${number}">${qr}</div>
<dl><dt>${t('reference')}</dt><dd class="number"><span class="ltr">${number}</span></dd>
<dt>${t('name')}</dt><dd>${booking.first_name} ${booking.last_name}</dd>
<dt>${t('ticket')}</dt><dd>${ar ? booking.name_ar : booking.name_en}</dd>
<dt>${t('slot')}</dt><dd>${slot}</dd>
<dt>${t('place')}</dt><dd><span class="ltr">${index + 1} / ${members.length}</span></dd></dl></section>`;
          }),
        )
      : [];
  const notice = booking.status === 'cancel' ? t('canceled') : t('pending');
  return html`<!doctype html>
<html lang="${lang}" dir="${ar ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')} — ${title}</title><style>${new Html(STYLE)}</style></head>
<body><main>
<header><h1>${title}</h1><p>${venue}</p><p>${slot}</p></header>
${booking.test_payment && places.length > 0 ? html`<p class="notice test" role="status">${t('test')}</p>` : ''}
${places.length > 0 ? places : html`<p class="notice" role="status">${notice}</p>`}
<footer>${t('footer')}</footer>
</main></body></html>`.value;
}
