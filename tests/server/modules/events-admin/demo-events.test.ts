import { describe, expect, it } from 'vitest';
import type {
  AdminEvent,
  AdminEventPage,
  AdminTicket,
} from '../../../../src/domain/contracts/events-admin.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { createTestApp } from '../../helper.ts';
import { call, day, logged, staffWith } from './fixtures.ts';

const app = await createTestApp();
const organiser = await staffWith(app, 'demo-organiser', [PERMISSIONS.changeEvents], '10.29.0.3');
const api = call(app);

async function demoEvent(slug: string) {
  const page = (await api(organiser, 'GET', `events?search=${slug}`)).json<AdminEventPage>();
  return page.results[0] as AdminEvent;
}

describe('the demo events', () => {
  it('writes the demo events through the management checks, in nobody’s name, their pictures kept', async () => {
    expect(await logged(app, 'activity.event_created')).toEqual([]);
    expect(await logged(app, 'activity.event_ticket_created')).toEqual([]);
    const summit = await demoEvent('gulf-tech-summit');
    expect(summit).toMatchObject({ image_url: '/demo/events/gulf-tech-summit.svg', image_url_ar: null });
    const tickets = (await api(organiser, 'GET', `events/${summit.id}/tickets`)).json<AdminTicket[]>();
    expect(
      tickets.map(({ name_en, price, date_rules, dates }) => ({ name_en, price, date_rules, dates })),
    ).toEqual(
      ['Standard', 'VIP'].map((name_en, index) => ({
        name_en,
        price: index === 0 ? '15.000' : '40.000',
        date_rules: [{ kind: 'range', from: day(1), to: day(3) }],
        dates: [day(1), day(2), day(3)],
      })),
    );
    // The demo's own picture stays through an edit; another event may not take it up.
    const edited = await api(organiser, 'PATCH', `events/${summit.id}`, {
      title_en: 'Gulf Tech Summit 2027',
    });
    expect(edited.json<AdminEvent>().image_url).toBe('/demo/events/gulf-tech-summit.svg');
    const taken = await api(organiser, 'POST', 'events', {
      slug: 'borrowed-picture',
      title_en: 'Borrowed',
      title_ar: 'مستعار',
      currency: 'KWD',
      is_free: true,
      image_url_ar: '/demo/events/gulf-tech-summit.svg',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      image_url_ar: ['Upload the image here: only images uploaded to Gulf Pay can be shown to customers.'],
    });
  });
});
