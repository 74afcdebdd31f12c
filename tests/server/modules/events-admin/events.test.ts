import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { AdminEvent, AdminEventPage } from '../../../../src/domain/contracts/events-admin.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { book, bookingFor, eventDetail } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import { call, createEvent, createTicket, EVENT, logged, staffWith } from './fixtures.ts';

const app = await createTestApp();
const reader = await staffWith(app, 'event-reader', [pluginAccessPermission('event')], '10.23.0.2');
const organiser = await staffWith(app, 'event-organiser', [PERMISSIONS.changeEvents], '10.23.0.3');
const api = call(app);
const publicEvent = (slug: string) => app.inject({ url: `/api/v1/plugins/event/events/${slug}` });

describe('events', () => {
  it('lists the demo events with their status, dates and places; searches; readers read, not write', async () => {
    const page = (await api(reader, 'GET', 'events?limit=50')).json<AdminEventPage>();
    expect(page.results.map((event) => event.slug).sort()).toEqual([
      'autumn-fair',
      'community-iftar',
      'gulf-tech-summit',
      'new-year-gala',
    ]);
    const summit = page.results.find((event) => event.slug === 'gulf-tech-summit') as AdminEvent;
    expect(summit).toMatchObject({ phase: 'on_sale', capacity: 1200, is_active: true, currency: 'KWD' });
    expect(page.results.find((event) => event.slug === 'new-year-gala')?.phase).toBe('waiting');
    expect(page.results.find((event) => event.slug === 'autumn-fair')?.phase).toBe('over');
    const found = (await api(reader, 'GET', 'events?search=قمة')).json<AdminEventPage>();
    expect(found.results.map((event) => event.slug)).toEqual(['gulf-tech-summit']);
    expect((await api(reader, 'POST', 'events', EVENT)).statusCode).toBe(403);
    expect((await api(reader, 'GET', `events/${summit.id}`)).json<AdminEvent>().form_config.custom).toEqual([
      { name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' },
    ]);
  });

  it('creates an event unpublished with its first key, logged; publishing shows it to customers', async () => {
    const event = await createEvent(app, organiser);
    expect(event).toMatchObject({
      slug: 'harbour-concert',
      is_active: false,
      phase: 'on_sale',
      booked: false,
    });
    expect((await publicEvent('harbour-concert')).statusCode).toBe(404);
    const [created] = await logged(app, 'activity.event_created');
    expect(created).toMatchObject({ actor: 'event-organiser', plugin: 'event' });
    expect(created?.params.changes).toContainEqual({ field: 'slug', before: null, after: 'harbour-concert' });
    await createTicket(app, organiser, event.id);
    const published = await api(organiser, 'PATCH', `events/${event.id}`, { is_active: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicEvent('harbour-concert')).statusCode).toBe(200);
    const [edited] = await logged(app, 'activity.event_edited');
    expect(edited?.params.changes).toEqual([{ field: 'is_active', before: false, after: true }]);
  });

  it('refuses every bad field at once, in English and in Arabic', async () => {
    const bad = {
      ...EVENT,
      slug: 'gulf-tech-summit',
      title_en: ' ',
      sale_starts_at: '2026-12-10T10:00:00Z',
      sale_ends_at: '2026-12-09T10:00:00Z',
      lat: 120,
      lng: 48,
      pg_codes: ['cash'],
      image_url: 'https://example.com/poster.png',
      confirmation_subject_en: 'See you, {{name}}',
      confirmation_body_en: 'Your places at {{venue}}: {{link}}',
    };
    const en = await api(organiser, 'POST', 'events', bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      slug: ['Another event of yours has this address already.'],
      title_en: ['This field may not be blank.'],
      sale_ends_at: ['The sale must end after it starts.'],
      lat: ['Latitude is between -90 and 90, longitude between -180 and 180.'],
      confirmation_body_en: ['venue is not a variable of this message. Use one of those listed.'],
      pg_codes: ["These are not active gateways of yours in the event's currency: cash."],
      image_url: [expect.any(String)],
    });
    const ar = await api(organiser, 'POST', 'events', { ...bad, slug: 'Bad Slug' }, 'ar');
    expect(ar.json()).toMatchObject({
      slug: ['استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات (مثل gulf-tech-summit).'],
      sale_ends_at: ['يجب أن ينتهي البيع بعد أن يبدأ.'],
    });
    const tooLong = await api(organiser, 'POST', 'events', {
      ...EVENT,
      slug: 'long',
      title_en: 'x'.repeat(151),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json())).toEqual(['title_en']);
  });

  it('fixes the currency and free or paid once a booking holds the event (409)', async () => {
    const iftar = (await api(reader, 'GET', 'events?search=iftar')).json<AdminEventPage>()
      .results[0] as AdminEvent;
    expect(iftar.booked).toBe(false);
    const free = await eventDetail(app, 'community-iftar');
    expect((await book(app, bookingFor(free))).statusCode).toBe(201);
    const locked = await api(organiser, 'PATCH', `events/${iftar.id}`, {
      is_free: false,
      pg_codes: ['knet'],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({
      message: 'Bookings hold this event, so its currency and whether it is free can no longer change.',
    });
    const titled = await api(organiser, 'PATCH', `events/${iftar.id}`, { title_en: 'Neighbourhood Iftar' });
    expect(titled.json<AdminEvent>()).toMatchObject({
      title_en: 'Neighbourhood Iftar',
      booked: true,
      is_free: true,
    });
  });

  it('duplicates an event with its tickets, unpublished and with its own slug and key, logged', async () => {
    const summit = (await api(reader, 'GET', 'events?search=gulf-tech')).json<AdminEventPage>()
      .results[0] as AdminEvent;
    const first = await api(organiser, 'POST', `events/${summit.id}/duplicate`);
    expect(first.statusCode, first.body).toBe(201);
    const copy = first.json<AdminEvent>();
    expect(copy).toMatchObject({ slug: 'gulf-tech-summit-copy', is_active: false, taken: 0, booked: false });
    expect(copy.capacity).toBe(summit.capacity);
    expect(copy.form_config).toEqual(summit.form_config);
    const second = (await api(organiser, 'POST', `events/${summit.id}/duplicate`)).json<AdminEvent>();
    expect(second.slug).toBe('gulf-tech-summit-copy-2');
    const tickets = (await api(reader, 'GET', `events/${copy.id}/tickets`)).json<{ name_en: string }[]>();
    expect(tickets.map((ticket) => ticket.name_en)).toEqual(['Standard', 'VIP']);
    const keys = await queryable(app.db)
      .selectFrom('event_keys')
      .select('kid')
      .where('event_id', '=', copy.id)
      .execute();
    expect(keys).toEqual([{ kid: 1 }]);
    expect((await logged(app, 'activity.event_duplicated'))[0]?.params).toMatchObject({
      name: 'Gulf Tech Summit',
      copy: 'gulf-tech-summit-copy',
    });
  });

  it('archives an event off the customer pages and out of the current list; restores it unpublished', async () => {
    const gala = (await api(reader, 'GET', 'events?search=gala')).json<AdminEventPage>()
      .results[0] as AdminEvent;
    const archived = await api(organiser, 'POST', `events/${gala.id}/archive`);
    expect(archived.json<AdminEvent>()).toMatchObject({ is_active: false, archived_at: expect.any(String) });
    expect((await publicEvent('new-year-gala')).statusCode).toBe(404);
    const current = (await api(reader, 'GET', 'events?search=gala')).json<AdminEventPage>();
    expect(current.count).toBe(0);
    const inArchive = (await api(reader, 'GET', 'events?status=archived')).json<AdminEventPage>();
    expect(inArchive.results.map((event) => event.slug)).toEqual(['new-year-gala']);
    const publish = await api(organiser, 'PATCH', `events/${gala.id}`, { is_active: true });
    expect(publish.statusCode).toBe(409);
    const restored = await api(organiser, 'POST', `events/${gala.id}/restore`);
    expect(restored.json<AdminEvent>()).toMatchObject({ archived_at: null, is_active: false });
    expect((await logged(app, 'activity.event_archived'))[0]?.params.changes).toEqual([
      { field: 'archived_at', before: null, after: expect.any(String) },
      { field: 'is_active', before: true, after: false },
    ]);
    expect((await api(organiser, 'POST', 'events/999999/archive')).statusCode).toBe(404);
  });
});
