import { describe, expect, it } from 'vitest';
import type { AdminEvent, EventFormConfig } from '../../../../src/domain/contracts/events-admin.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { eventDetail } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import { call, createEvent, createTicket, logged, staffWith } from './fixtures.ts';

const app = await createTestApp();
const reader = await staffWith(app, 'form-reader', [pluginAccessPermission('event')], '10.26.0.2');
const organiser = await staffWith(app, 'form-organiser', [PERMISSIONS.changeEvents], '10.26.0.3');
const api = call(app);

const FORM: EventFormConfig = {
  phone: { enabled: true, required: true },
  attachment: { enabled: false, required: true },
  custom: [
    { name: 'company', label_en: 'Company', label_ar: 'الشركة', type: 'text', required: true },
    {
      name: 'badge_photo',
      label_en: 'Badge photo',
      label_ar: 'صورة الشارة',
      type: 'attachment',
      required: false,
    },
  ],
};

describe('the booking form', () => {
  it('saves the switches and custom fields the register page then asks for, logged', async () => {
    const event = await createEvent(app, organiser, { slug: 'form-event' });
    await createTicket(app, organiser, event.id);
    await api(organiser, 'PATCH', `events/${event.id}`, { is_active: true });
    expect((await api(reader, 'PUT', `events/${event.id}/form`, FORM)).statusCode).toBe(403);
    const saved = await api(organiser, 'PUT', `events/${event.id}/form`, FORM);
    expect(saved.statusCode, saved.body).toBe(200);
    // A switch that is off requires nothing.
    expect(saved.json<AdminEvent>().form_config).toEqual({
      ...FORM,
      attachment: { enabled: false, required: false },
    });
    const page = await eventDetail(app, 'form-event');
    expect(page.phone).toEqual({ enabled: true, required: true });
    expect(page.extra_fields.map((field) => field.name)).toEqual(['company', 'badge_photo']);
    const [entry] = await logged(app, 'activity.event_form_edited');
    expect(entry?.params.changes).toEqual([
      {
        field: 'phone',
        before: { enabled: false, required: false },
        after: { enabled: true, required: true },
      },
      { field: 'custom', before: [], after: FORM.custom },
    ]);
  });

  it('refuses bad, built-in and repeated names and blank labels, naming the field (en and ar)', async () => {
    const event = await createEvent(app, organiser, { slug: 'bad-form-event' });
    const field = FORM.custom[0] as EventFormConfig['custom'][number];
    const bad = {
      ...FORM,
      custom: [field, { ...field, name: 'email' }, field, { ...field, name: 'seat', label_ar: ' ' }],
    };
    const en = await api(organiser, 'PUT', `events/${event.id}/form`, bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      'custom.1': ['email is a built-in field of the booking form: choose another name.'],
      'custom.2': ['Each field needs its own name: company is used twice.'],
      'custom.3': ['seat: give a label in English and in Arabic (up to 100 characters).'],
    });
    const ar = await api(organiser, 'PUT', `events/${event.id}/form`, bad, 'ar');
    expect(ar.json()['custom.2']).toEqual(['لكل حقل اسمه الخاص: company مستخدم مرتين.']);
    const pattern = await api(organiser, 'PUT', `events/${event.id}/form`, {
      ...FORM,
      custom: [{ ...field, name: 'Company Name' }],
    });
    expect(pattern.statusCode).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => ({ ...field, name: `field_${i}` }));
    const tooMany = await api(organiser, 'PUT', `events/${event.id}/form`, { ...FORM, custom: many });
    expect(tooMany.json()).toEqual({ custom: ['A booking form has at most 20 custom fields.'] });
  });
});
