import { type APIRequestContext, expect } from '@playwright/test';
import type { BookingResponse } from '../../src/domain/contracts/events';
import type { AdminEvent, AdminEventPage, AdminTicket } from '../../src/domain/contracts/events-admin';
import { adminToken } from './payments';

const API = '/api/v1';

/**
 * A published copy of the demo paid event (Gulf Tech Summit), made for one spec run: cancelling
 * the demo event itself would take it from the other specs that book it.
 */
export async function copiedPaidEvent(request: APIRequestContext, lang: 'en' | 'ar') {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const found = await request.get(`${API}/admin/events`, { headers, params: { search: 'Gulf Tech Summit' } });
  const source = ((await found.json()) as AdminEventPage).results.find((e) => e.slug === 'gulf-tech-summit');
  if (!source) throw new Error('the demo paid event is missing');
  const copied = await request.post(`${API}/admin/events/${source.id}/duplicate`, { headers });
  expect(copied.status(), await copied.text()).toBe(201);
  const copy = (await copied.json()) as AdminEvent;
  const run = Date.now() % 1_000_000;
  const title = { en: `Summit changes ${run}`, ar: `قمة التغييرات ${run}` };
  const published = await request.patch(`${API}/admin/events/${copy.id}`, {
    headers,
    data: { is_active: true, title_en: title.en, title_ar: title.ar },
  });
  expect(published.status(), await published.text()).toBe(200);
  const tickets = (await (
    await request.get(`${API}/admin/events/${copy.id}/tickets`, { headers })
  ).json()) as AdminTicket[];
  const ticket = tickets[0];
  if (!ticket) throw new Error('the copy has no ticket');
  return { event: copy, ticket, title: title[lang] };
}

/** One place booked by a customer on `date` and paid with KNET on the sandbox's page. */
export async function paidBooking(
  request: APIRequestContext,
  booked: { event: AdminEvent; ticket: AdminTicket },
  date: string,
  email: string,
  lang: 'en' | 'ar',
) {
  const response = await request.post(`${API}/plugins/event/booking`, {
    data: {
      event: booked.event.slug,
      ticket: booked.ticket.id,
      event_date: date,
      quantity: 1,
      email,
      first_name: 'Huda',
      last_name: 'Al-Ali',
      phone: '+96550000000',
      fields: { company: 'Gulf Pay' },
      gateway_code: 'knet',
      lang,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const booking = (await response.json()) as BookingResponse;
  if (!booking.redirect_url) throw new Error('the paid booking has no gateway to go to');
  const approval = await request.post(booking.redirect_url, { form: { action: 'approve' }, maxRedirects: 0 });
  expect(approval.status()).toBe(303);
  return booking.booking_id;
}
