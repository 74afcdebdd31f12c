import { addDays, kuwaitToday } from '../../../src/domain/business-time.ts';
import type { EventFormConfig, EventRequest } from '../../../src/domain/contracts/events-admin.ts';
import type { TicketDateRule } from '../../../src/domain/event-schedule.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { writeEvent, writeEventForm, writeTicket } from './service.ts';

interface DemoTicket {
  name_en: string;
  name_ar: string;
  price_minor: number;
  quantity: number;
  dates: TicketDateRule;
}

interface DemoEvent {
  slug: string;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  venue_en: string;
  venue_ar: string;
  is_free: boolean;
  sale_starts_at: string | null;
  /** Only where it differs from the plain form every new event starts with. */
  form_config?: EventFormConfig;
  tickets: DemoTicket[];
}

const TERMS_EN =
  'Tickets are valid for the date and time shown. Each QR code admits one person once. Tickets are non-refundable.';
const TERMS_AR =
  'التذاكر صالحة للتاريخ والوقت الموضحين. كل رمز QR يسمح بدخول شخص واحد مرة واحدة. التذاكر غير قابلة للاسترداد.';

/**
 * The demo merchant's events, relative to the day the database is seeded (Asia/Kuwait): one
 * paid event on sale, one free event, one not yet on sale (waiting zone) and one that is over
 * (feedback open).
 */
function demoEvents(now: Date): DemoEvent[] {
  const today = kuwaitToday(now);
  const days = (from: number, count: number): TicketDateRule => ({
    kind: 'range',
    from: addDays(today, from),
    to: addDays(today, from + count - 1),
  });
  return [
    {
      slug: 'gulf-tech-summit',
      title_en: 'Gulf Tech Summit',
      title_ar: 'قمة الخليج للتقنية',
      description_en:
        'Three evenings of talks and demos from the region’s builders of payments, cloud and AI.',
      description_ar:
        'ثلاث أمسيات من المحاضرات والعروض لرواد المدفوعات والسحابة والذكاء الاصطناعي في المنطقة.',
      venue_en: 'Kuwait International Fairground, Mishref',
      venue_ar: 'أرض المعارض الدولية، مشرف',
      is_free: false,
      sale_starts_at: null,
      form_config: {
        phone: { enabled: true, required: true },
        attachment: { enabled: true, required: false },
        custom: [{ name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' }],
      },
      tickets: [
        { name_en: 'Standard', name_ar: 'عادي', price_minor: 15_000, quantity: 200, dates: days(1, 3) },
        { name_en: 'VIP', name_ar: 'كبار الشخصيات', price_minor: 40_000, quantity: 200, dates: days(1, 3) },
      ],
    },
    {
      slug: 'community-iftar',
      title_en: 'Community Iftar',
      title_ar: 'إفطار المجتمع',
      description_en: 'An open iftar for neighbours and friends. Free entry; please book a place.',
      description_ar: 'إفطار مفتوح للجيران والأصدقاء. الدخول مجاني؛ يرجى حجز مكان.',
      venue_en: 'Salmiya Community Hall',
      venue_ar: 'قاعة السالمية المجتمعية',
      is_free: true,
      sale_starts_at: null,
      tickets: [{ name_en: 'Place', name_ar: 'مقعد', price_minor: 0, quantity: 100, dates: days(1, 2) }],
    },
    {
      slug: 'new-year-gala',
      title_en: 'New Year Gala',
      title_ar: 'حفل رأس السنة',
      description_en: 'Dinner, music and fireworks over the Gulf.',
      description_ar: 'عشاء وموسيقى وألعاب نارية على الخليج.',
      venue_en: 'Marina Crescent, Salmiya',
      venue_ar: 'مارينا كريسنت، السالمية',
      is_free: false,
      sale_starts_at: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      tickets: [
        {
          name_en: 'Gala dinner',
          name_ar: 'عشاء الحفل',
          price_minor: 25_000,
          quantity: 300,
          dates: days(45, 1),
        },
      ],
    },
    {
      slug: 'autumn-fair',
      title_en: 'Autumn Fair',
      title_ar: 'معرض الخريف',
      description_en: 'Local crafts, food stalls and music. Thank you for coming — tell us how it went.',
      description_ar: 'حرف محلية وأكشاك طعام وموسيقى. شكرًا لحضوركم — أخبرونا برأيكم.',
      venue_en: 'Shuwaikh Park',
      venue_ar: 'حديقة الشويخ',
      is_free: true,
      sale_starts_at: null,
      tickets: [{ name_en: 'Entry', name_ar: 'دخول', price_minor: 0, quantity: 500, dates: days(-7, 2) }],
    },
  ];
}

const KWD = 'KWD';
const imageOf = (slug: string) => `/demo/events/${slug}.svg`;

/**
 * Written through the events' management service (writeEvent, writeTicket, writeEventForm), the
 * path the dashboard's screens take, so the demo holds only what those checks let staff make.
 * Two things differ from a person's change, on purpose, as in the demo menu: the pictures are
 * the app's own files under /demo/events/, passed to the check as kept, where a person's must
 * be names the image pipeline gave an upload (the pipeline takes raster photos only, and the
 * demo's vector art stays sharp at every width the cards and banners draw); and nothing enters
 * the activity history, since the demo's first values are nobody's action. Each event gets its
 * own first signing key from writeEvent, so no two databases share one.
 */
export async function seedDemoEvents(trx: Db, merchantId: number, now = new Date()): Promise<void> {
  const handle = handleOf(trx);
  for (const { tickets, form_config, ...fields } of demoEvents(now)) {
    const image = imageOf(fields.slug);
    const request: EventRequest = {
      ...fields,
      image_url: image,
      currency: KWD,
      pg_codes: fields.is_free ? [] : ['knet', 'kpay', 'card'],
      terms_en: TERMS_EN,
      terms_ar: TERMS_AR,
      is_active: true,
    };
    const { id } = await writeEvent(handle, merchantId, request, [image]);
    if (form_config) await writeEventForm(handle, id, form_config);
    for (const [position, { price_minor, dates, ...ticket }] of tickets.entries()) {
      await writeTicket(
        handle,
        { id, currency: KWD, is_free: fields.is_free },
        {
          ...ticket,
          price: formatAmount(price_minor, KWD),
          start_time: '18:00',
          end_time: '23:00',
          date_rules: [dates],
          position,
        },
      );
    }
  }
}
