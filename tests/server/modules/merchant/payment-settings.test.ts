import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { DEMO_COLLECTOR_ID } from '../../../../server/modules/customer-payment/demo-data.ts';
import { KUWAIT_AREAS } from '../../../../server/modules/merchant/kuwait-areas.ts';
import type { MerchantSettings } from '../../../../src/domain/contracts/merchant.ts';
import type { PayPageConfig, PayTransaction } from '../../../../src/domain/contracts/payments.ts';
import { PAYMENT_SETTINGS_LIMITS } from '../../../../src/domain/payment-settings.ts';
import { fakeDist } from '../../drawn-page.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, PR } from '../payments/fixtures.ts';

// Drawn pages need the built app's files: a stand-in with the fonts they preload.
const app = await createTestApp({
  staticDir: fakeDist([
    'noto-sans-latin-600-normal-Ab12.woff2',
    'noto-sans-arabic-arabic-600-normal-Cd34.woff2',
  ]),
});
const admin = await login(app, ADMIN, '10.8.2.1');
const SETTINGS = '/api/v1/merchant/settings';

const patch = (payload: object, lang = 'en') =>
  app.inject(
    authed(admin.access, { method: 'PATCH', url: SETTINGS, payload, headers: { 'accept-language': lang } }),
  );
const settings = async () =>
  (await app.inject(authed(admin.access, { url: SETTINGS }))).json<MerchantSettings>();
const read = (url: string, lang = 'en', method: 'GET' | 'OPTIONS' = 'GET') =>
  app.inject({ method, url, headers: { 'accept-language': lang } });

const EMPTY_TEXTS = {
  pause_message_en: '',
  pause_message_ar: '',
  terms_en: '',
  terms_ar: '',
  disclaimer_en: '',
  disclaimer_ar: '',
  first_popup_en: '',
  first_popup_ar: '',
  second_popup_en: '',
  second_popup_ar: '',
};

describe('payment settings: reading', () => {
  it('starts from the seed: not paused, no texts, Kuwait, no capture, the built-in area list', async () => {
    expect(await settings()).toEqual({
      payments_paused: false,
      ...EMPTY_TEXTS,
      default_country: 'KW',
      capture_delivery_address: false,
      capture_delivery_location: false,
      kuwait_areas_en: KUWAIT_AREAS.en_list,
      kuwait_areas_ar: KUWAIT_AREAS.ar_list,
    });
  });
});

describe('payment settings: validation', () => {
  const long = (limit: number) => 'x'.repeat(limit + 1);
  const textLimits: [keyof MerchantSettings, number][] = [
    ['pause_message_en', PAYMENT_SETTINGS_LIMITS.pause_message],
    ['pause_message_ar', PAYMENT_SETTINGS_LIMITS.pause_message],
    ['terms_en', PAYMENT_SETTINGS_LIMITS.terms],
    ['terms_ar', PAYMENT_SETTINGS_LIMITS.terms],
    ['disclaimer_en', PAYMENT_SETTINGS_LIMITS.disclaimer],
    ['disclaimer_ar', PAYMENT_SETTINGS_LIMITS.disclaimer],
    ['first_popup_en', PAYMENT_SETTINGS_LIMITS.popup],
    ['first_popup_ar', PAYMENT_SETTINGS_LIMITS.popup],
    ['second_popup_en', PAYMENT_SETTINGS_LIMITS.popup],
    ['second_popup_ar', PAYMENT_SETTINGS_LIMITS.popup],
  ];

  it.each(textLimits)('refuses %s longer than its limit, naming the field', async (field, limit) => {
    const res = await patch({ [field]: long(limit) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [`Ensure this field has no more than ${limit} characters.`] });
  });

  it.each([
    ['payments_paused', 'yes'],
    ['capture_delivery_address', 1],
    ['capture_delivery_location', null],
    ['terms_en', 42],
    ['kuwait_areas_en', 'Salmiya'],
  ])('refuses %s of the wrong type', async (field, value) => {
    const res = await patch({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });

  it('refuses an unknown or malformed default country, in the reader’s language', async () => {
    for (const country of ['ZZ', 'kw', 'KWT']) {
      const res = await patch({ default_country: country });
      expect(res.statusCode, country).toBe(400);
      expect(Object.keys(res.json())).toEqual(['default_country']);
    }
    const ar = await patch({ default_country: 'ZZ' }, 'ar');
    expect(ar.json().default_country[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a body with no setting in it', async () => {
    expect((await patch({})).statusCode).toBe(400);
  });

  it('refuses area lists of different lengths, blank, repeated, too long or too many names', async () => {
    const en = ['Salmiya', 'Hawally'];
    const cases: [object, string, string][] = [
      [
        { kuwait_areas_en: en, kuwait_areas_ar: ['السالمية'] },
        'kuwait_areas_ar',
        'The Arabic list has 1 areas and the English list 2: give each area in both languages.',
      ],
      [
        { kuwait_areas_en: en },
        'kuwait_areas_ar',
        `The Arabic list has ${KUWAIT_AREAS.ar_list.length} areas and the English list 2: give each area in both languages.`,
      ],
      [
        { kuwait_areas_en: ['Salmiya', '  '], kuwait_areas_ar: ['السالمية', 'حولي'] },
        'kuwait_areas_en',
        'An area name cannot be blank.',
      ],
      [
        { kuwait_areas_en: ['Salmiya', 'salmiya'], kuwait_areas_ar: ['السالمية', 'حولي'] },
        'kuwait_areas_en',
        'Each area must appear only once.',
      ],
      [
        {
          kuwait_areas_en: ['Salmiya'],
          kuwait_areas_ar: ['x'.repeat(PAYMENT_SETTINGS_LIMITS.area_name + 1)],
        },
        'kuwait_areas_ar',
        `Ensure this field has no more than ${PAYMENT_SETTINGS_LIMITS.area_name} characters.`,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ [field]: [message] });
    }
    const empty = await patch({ kuwait_areas_en: [], kuwait_areas_ar: [] });
    expect(empty.json()).toEqual({
      kuwait_areas_en: ['Give at least one area.'],
      kuwait_areas_ar: ['Give at least one area.'],
    });
    const many = Array.from({ length: PAYMENT_SETTINGS_LIMITS.areas + 1 }, (_, i) => `Area ${i}`);
    const tooMany = await patch({ kuwait_areas_en: many, kuwait_areas_ar: many });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json()).sort()).toEqual(['kuwait_areas_ar', 'kuwait_areas_en']);
    const ar = await patch({ kuwait_areas_en: en, kuwait_areas_ar: ['السالمية'] }, 'ar');
    expect(ar.json().kuwait_areas_ar[0]).toContain('أدخل كل منطقة باللغتين');
  });

  it('changes nothing when refused', async () => {
    await patch({ terms_en: 'Kept?', default_country: 'ZZ' });
    expect((await settings()).terms_en).toBe('');
  });
});

describe('payment settings: the pause message', () => {
  it("answers 423 with the merchant's message in the customer's language on pay, collector and drawn pages", async () => {
    const created = await createRequest(app, admin.access);
    const saved = await patch({
      payments_paused: true,
      pause_message_en: '  Back on Sunday  ',
      pause_message_ar: 'نعود يوم الأحد',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ payments_paused: true, pause_message_en: 'Back on Sunday' });
    const pages = [
      [`${PR}/pay/${created.id}`, 'GET'],
      [`${PR}/pay/${created.id}`, 'OPTIONS'],
      [`/api/v1/plugins/customer_payment/create/${DEMO_COLLECTOR_ID}/`, 'OPTIONS'],
    ] as const;
    for (const [url, method] of pages) {
      for (const [lang, message] of [
        ['en', 'Back on Sunday'],
        ['ar', 'نعود يوم الأحد'],
      ]) {
        const res = await read(url, lang, method);
        expect(res.statusCode, `${method} ${url} ${lang}`).toBe(423);
        expect(res.json()).toEqual({ message });
      }
    }
    const drawn = await read(`/ar/pos/pay/${created.id}`, 'ar');
    expect(drawn.body).toContain('نعود يوم الأحد');
    const collector = await read(`/en/pos/pay/collect/${DEMO_COLLECTOR_ID}`);
    expect(collector.body).toContain('Back on Sunday');

    // A language the merchant left empty reads SPEC 4's text in that language.
    await patch({ pause_message_ar: '' });
    expect((await read(`${PR}/pay/${created.id}`, 'ar')).json()).toEqual({
      message: 'عذراً، لا نقبل المدفوعات في الوقت الحالي',
    });
    expect((await read(`${PR}/pay/${created.id}`, 'en')).json()).toEqual({ message: 'Back on Sunday' });

    await patch({ payments_paused: false, pause_message_en: '' });
    expect((await read(`${PR}/pay/${created.id}`)).statusCode).toBe(200);
  });

  it('logs the pause and resume under their own actions, and other changes as one settings change', async () => {
    await patch({ payments_paused: true, pause_message_en: 'Closed for Eid' });
    await patch({ payments_paused: false });
    const rows = await queryable(app.db)
      .selectFrom('activity_log')
      .select(['action', 'params'])
      .where('action', 'in', [
        'activity.payments_paused',
        'activity.payments_resumed',
        'activity.settings_payments_updated',
      ])
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(rows.reverse()).toEqual([
      {
        action: 'activity.settings_payments_updated',
        params: { changes: [{ field: 'pause_message_en', before: '', after: 'Closed for Eid' }] },
      },
      {
        action: 'activity.payments_paused',
        params: { changes: [{ field: 'payments_paused', before: false, after: true }] },
      },
      {
        action: 'activity.payments_resumed',
        params: { changes: [{ field: 'payments_paused', before: true, after: false }] },
      },
    ]);
    const log = await app.inject(authed(admin.access, { url: '/api/v1/admin/activity?area=administration' }));
    expect(JSON.stringify(log.json())).toContain('Changed the payment settings');
    await patch({ pause_message_en: '' });
  });
});

describe('payment settings: what new payment requests and pay pages take', () => {
  it("gives a new payment request the merchant's terms, disclaimer, country and multicheckout", async () => {
    const res = await patch({
      terms_en: 'Refunds within 7 days',
      terms_ar: 'الاسترجاع خلال 7 أيام',
      disclaimer_en: 'Prices include delivery',
      disclaimer_ar: 'الأسعار تشمل التوصيل',
      default_country: 'SA',
      capture_delivery_address: true,
      capture_delivery_location: false,
      first_popup_en: 'Check your address',
      first_popup_ar: 'تحقق من عنوانك',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = await createRequest(app, admin.access, { customer_phone: null });
    const url = `${PR}/pay/${created.id}`;
    for (const [lang, disclaimer] of [
      ['en', 'Prices include delivery'],
      ['ar', 'الأسعار تشمل التوصيل'],
    ]) {
      const transaction = (await read(url, lang)).json<PayTransaction>();
      expect(transaction.terms).toEqual({
        terms_en: 'Refunds within 7 days',
        terms_ar: 'الاسترجاع خلال 7 أيام',
      });
      expect(transaction.disclaimer_message).toBe(disclaimer);
      expect(transaction.country_code).toBe('SA');
    }
    const config = (await read(url, 'en', 'OPTIONS')).json<PayPageConfig>();
    expect(config.multicheckout).toMatchObject({
      multicheckout_enabled: true,
      capture_delivery_address: true,
      capture_delivery_location: false,
      first_popup: { en: 'Check your address', ar: 'تحقق من عنوانك' },
      second_popup: null,
      country: 'SA',
    });
    const options = await app.inject(authed(admin.access, { method: 'OPTIONS', url: `${PR}/create` }));
    expect(options.json().default_country).toBe('SA');
  });

  it("gives a collector's customer payment the merchant's terms, disclaimer and country, not its address step", async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/plugins/customer_payment/create/${DEMO_COLLECTOR_ID}/`,
      payload: {
        amount: '20',
        customer_name: 'Fatima',
        customer_phone: '+96550000000',
        gateway_code: 'knet',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = `/api/v1/plugins/customer_payment/transaction/pay/${res.json().transaction_id}`;
    const transaction = (await read(url, 'ar')).json<PayTransaction>();
    expect(transaction.terms).toEqual({
      terms_en: 'Refunds within 7 days',
      terms_ar: 'الاسترجاع خلال 7 أيام',
    });
    expect(transaction.disclaimer_message).toBe('الأسعار تشمل التوصيل');
    expect(transaction.country_code).toBe('SA');
    const config = (await read(url, 'en', 'OPTIONS')).json<PayPageConfig>();
    expect(config.multicheckout.multicheckout_enabled).toBe(false);
  });

  it("keeps what the creator gave over the merchant's defaults", async () => {
    const created = await createRequest(app, admin.access, {
      terms_en: 'Our own terms',
      disclaimer: 'Our own disclaimer',
      country_code: 'KW',
      multicheckout: { capture_delivery_address: false, capture_delivery_location: true },
    });
    const url = `${PR}/pay/${created.id}`;
    const transaction = (await read(url, 'ar')).json<PayTransaction>();
    expect(transaction.terms).toEqual({ terms_en: 'Our own terms', terms_ar: null });
    expect(transaction.disclaimer_message).toBe('Our own disclaimer');
    expect(transaction.country_code).toBe('KW');
    const config = (await read(url, 'en', 'OPTIONS')).json<PayPageConfig>();
    expect(config.multicheckout).toMatchObject({
      capture_delivery_address: false,
      capture_delivery_location: true,
      first_popup: null,
    });
  });

  it("gives the pay page the merchant's Kuwait areas", async () => {
    const res = await patch({
      kuwait_areas_en: [' Salmiya ', 'Hawally'],
      kuwait_areas_ar: ['السالمية', 'حولي'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kuwait_areas_en: ['Salmiya', 'Hawally'] });
    const created = await createRequest(app, admin.access);
    const config = (await read(`${PR}/pay/${created.id}`, 'en', 'OPTIONS')).json<PayPageConfig>();
    expect(config.multicheckout.kuwait_areas).toEqual({
      en_list: ['Salmiya', 'Hawally'],
      ar_list: ['السالمية', 'حولي'],
    });
  });
});
