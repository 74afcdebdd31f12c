import type { AdminEvent, AdminTicket } from '@/domain/contracts/events-admin';
import type { UserDetails } from '@/domain/contracts/users';
import { type Answer, type Call, fakeServer } from './bookings-fixtures';

export const ORGANISER = {
  id: 7,
  username: 'organiser',
  is_superuser: false,
  permissions: ['change_event'],
} as unknown as UserDetails;
export const DOOR_STAFF = { ...ORGANISER, permissions: ['access_event'] } as unknown as UserDetails;

export const SUMMIT: AdminEvent = {
  id: 1,
  slug: 'gulf-tech-summit',
  title_en: 'Gulf Tech Summit',
  title_ar: 'قمة الخليج للتقنية',
  description_en: '',
  description_ar: '',
  venue_en: 'Mishref',
  venue_ar: 'مشرف',
  image_url: null,
  image_url_ar: null,
  currency: 'KWD',
  is_free: false,
  pg_codes: ['knet'],
  sale_starts_at: null,
  sale_ends_at: null,
  lat: null,
  lng: null,
  terms_en: '',
  terms_ar: '',
  confirmation_subject_en: '',
  confirmation_subject_ar: '',
  confirmation_body_en: '',
  confirmation_body_ar: '',
  is_active: true,
  form_config: {
    phone: { enabled: true, required: true },
    attachment: { enabled: false, required: false },
    custom: [],
  },
  phase: 'on_sale',
  first_date: '2026-12-10',
  last_date: '2026-12-12',
  taken: 5,
  capacity: 600,
  gateway_choices: ['knet', 'card'],
  booked: true,
  archived_at: null,
  canceled_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

export const STANDARD: AdminTicket = {
  id: 11,
  event_id: 1,
  name_en: 'Standard',
  name_ar: 'عادي',
  price: '15.000',
  quantity: 200,
  start_time: '18:00',
  end_time: '23:00',
  date_rules: [{ kind: 'range', from: '2026-12-10', to: '2026-12-12' }],
  excluded_dates: [],
  sale_starts_at: null,
  sale_ends_at: null,
  min_per_booking: 1,
  max_per_booking: null,
  allowed_hours: null,
  position: 0,
  dates: ['2026-12-10', '2026-12-11', '2026-12-12'],
  taken_by_date: { '2026-12-10': { paid: 3, held: 1 }, '2026-12-11': { paid: 1, held: 0 } },
};

/** The events admin API as the page sees it: `other` answers what the test looks at. */
export function eventsServer(me: UserDetails, other: (call: Call) => Answer | undefined = () => undefined) {
  return fakeServer((call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: me };
    return other(call);
  });
}
