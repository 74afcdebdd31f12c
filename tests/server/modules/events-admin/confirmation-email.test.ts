import { describe, expect, it } from 'vitest';
import type { AdminEventPage } from '../../../../src/domain/contracts/events-admin.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { book, bookingFor, eventDetail, outboxFor } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import { call, staffWith } from './fixtures.ts';

const app = await createTestApp();
const organiser = await staffWith(app, 'mail-organiser', [PERMISSIONS.changeEvents], '10.27.0.3');
const api = call(app);

describe("an event's confirmation email", () => {
  it("is the event's own text in the booking's language when set, else the merchant's template", async () => {
    const iftar = (await api(organiser, 'GET', 'events?search=iftar')).json<AdminEventPage>().results[0];
    const unknown = await api(
      organiser,
      'PATCH',
      `events/${iftar?.id}`,
      { confirmation_subject_ar: 'أهلًا {{name}}', confirmation_body_ar: 'مكانك في {{event}} عند {{gate}}' },
      'ar',
    );
    expect(unknown.json()).toEqual({
      confirmation_body_ar: [
        'gate ليس من متغيرات هذه الرسالة. استخدم أحد المتغيرات المدرجة.',
        'يجب أن تحتوي هذه الرسالة على link.',
      ],
    });
    const saved = await api(organiser, 'PATCH', `events/${iftar?.id}`, {
      confirmation_subject_ar: 'أهلًا {{name}}',
      confirmation_body_ar: 'مكانك في {{event}} يوم {{date}}: {{link}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const event = await eventDetail(app, 'community-iftar');
    expect((await book(app, bookingFor(event, { email: 'ar@example.kw', lang: 'ar' }))).statusCode).toBe(201);
    expect((await book(app, bookingFor(event, { email: 'en@example.kw', lang: 'en' }))).statusCode).toBe(201);
    const [arabic] = await outboxFor(app, 'ar@example.kw');
    expect(arabic?.subject).toBe('أهلًا Noura');
    expect(arabic?.body).toContain('مكانك في إفطار المجتمع يوم');
    expect(arabic?.body).toContain('/api/v1/plugins/event/tickets/');
    const [english] = await outboxFor(app, 'en@example.kw');
    expect(english?.subject).toBe('Your tickets: Community Iftar');
  });
});
