import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { capture } from './fixtures';

/** What the customer reads, per language; the texts are the locales' own (events, pay, result). */
const TEXT = {
  en: {
    events: 'Events',
    summit: 'Gulf Tech Summit',
    iftar: 'Community Iftar',
    free: 'Free',
    soldOut: 'Sold out',
    available: 'Available',
    more: 'More tickets',
    book: 'Book',
    buy: 'Buy',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    attachment: 'Attachment',
    uploaded: 'Uploaded: civil-id.png',
    terms: 'I accept the terms and conditions',
    required: 'This field is required',
    thanks: 'Thank you for registering!',
    download: 'Download Ticket',
    bestChoice: 'Best Choice',
    notOnSale: 'Tickets are not on sale yet',
    over: 'This event is over.',
    leaveFeedback: 'Leave feedback',
    stars: '4 stars',
    comment: 'Comment',
    name: 'Your name',
    send: 'Send feedback',
    rating: 'Please choose a rating',
    feedbackThanks: 'Thank you for your feedback!',
  },
  ar: {
    events: 'الفعاليات',
    summit: 'قمة الخليج للتقنية',
    iftar: 'إفطار المجتمع',
    free: 'مجانًا',
    soldOut: 'نفدت التذاكر',
    available: 'متاح',
    more: 'تذاكر أكثر',
    book: 'احجز',
    buy: 'اشترِ',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    company: 'الشركة',
    attachment: 'مرفق',
    uploaded: 'تم الرفع: civil-id.png',
    terms: 'أوافق على الشروط والأحكام',
    required: 'هذا الحقل مطلوب',
    thanks: 'شكرًا لتسجيلك!',
    download: 'تنزيل التذكرة',
    bestChoice: 'الخيار الأفضل',
    notOnSale: 'لم يبدأ بيع التذاكر بعد',
    over: 'انتهت هذه الفعالية.',
    leaveFeedback: 'شاركنا رأيك',
    stars: '4 نجوم',
    comment: 'تعليق',
    name: 'اسمك',
    send: 'إرسال الرأي',
    rating: 'يرجى اختيار تقييم',
    feedbackThanks: 'شكرًا على رأيك!',
  },
} as const;

const API = '/api/v1/plugins/event';

// A real 1×1 PNG, as a phone would send a photo of an ID.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The merchant header's text and each card's picture, as the detail page shows them. */
async function expectMerchantHeaderAndImages(page: Page, request: APIRequestContext, lang: 'en' | 'ar') {
  const list = (await (await request.get(`${API}/events?lang=${lang}`)).json()) as {
    unit_details: { title_en: string; title_ar: string } | null;
    results: { slug: string; image_url: string | null }[];
  };
  expect(list.unit_details).not.toBeNull();
  const title = lang === 'ar' ? list.unit_details?.title_ar : list.unit_details?.title_en;
  await expect(page.locator('header').getByText(title ?? '')).toBeVisible();
  for (const event of list.results) {
    expect(event.image_url).toBe(`/demo/events/${event.slug}.svg`);
    const image = page.locator(`img[src="${event.image_url}"]`);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

interface DemoTicket {
  id: number;
  dates: string[];
  remaining_qty_per_date: Record<string, { status: string; remaining_quantity: number }>;
}

async function demoEvent(request: APIRequestContext, slug: string) {
  const response = await request.get(`${API}/events/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { tickets: DemoTicket[] };
}

/** The event's date radios are labelled by their date text; the first open one is picked. */
async function pickFirstDate(page: Page, available: string) {
  const first = page.locator('label').filter({ hasText: available }).first();
  await first.locator('input[type=radio]').check();
}

async function fillCustomer(page: Page, text: (typeof TEXT)['en' | 'ar'], email: string) {
  await page.getByRole('textbox', { name: text.firstName }).fill('Noura');
  await page.getByRole('textbox', { name: text.lastName }).fill('Al-Mutairi');
  await page.getByRole('textbox', { name: text.email }).fill(email);
}

test.use({ viewport: { width: 1000, height: 900 } });

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`a customer books free places and sees their tickets with QR codes (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(`/${lang}/events`);
    await expect(page.getByRole('heading', { name: text.events, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('link', { name: text.summit })).toBeVisible();
    await expectMerchantHeaderAndImages(page, request, lang);
    await capture(page, testInfo, `events-list-${lang}`);

    await page.getByRole('link', { name: text.iftar }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/events/community-iftar`));
    await expect(page.getByRole('heading', { name: text.iftar, level: 1 })).toBeVisible();
    await pickFirstDate(page, text.available);
    await page.getByRole('button', { name: text.more }).click();
    await expect(page.getByRole('textbox', { name: /quantity|العدد/i })).toHaveValue('2');
    await capture(page, testInfo, `events-detail-free-${lang}`);
    await page.getByRole('button', { name: text.book }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/register/community-iftar\\?`));
    // The event page's Book button has the same name: wait for the form before pressing the form's.
    await expect(page.getByRole('textbox', { name: text.firstName })).toBeVisible();
    // An empty form says what is missing, under each field.
    await page.getByRole('button', { name: text.book }).click();
    await expect(page.getByText(text.required)).toHaveCount(3);
    await fillCustomer(page, text, `free-${lang}@example.com`);
    await page.getByRole('checkbox', { name: text.terms }).check();
    await capture(page, testInfo, `events-register-free-${lang}`);
    await page.getByRole('button', { name: text.book }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/thanks-for-register\\?booking=`));
    await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible();
    const download = page.getByRole('link', { name: text.download });
    await expect(download).toBeVisible();
    // One QR per booked place, drawn on the page from the booking's answer.
    const codes = page.getByRole('img', { name: /QR/ });
    await expect(codes).toHaveCount(2);
    for (const code of await codes.all()) {
      await expect(code.locator('svg')).toBeVisible();
    }
    await capture(page, testInfo, `events-thanks-${lang}`);

    const ticketsPage = await request.get((await download.getAttribute('href')) ?? '');
    expect(ticketsPage.ok()).toBe(true);
    const html = await ticketsPage.text();
    expect(html.match(/<svg/g)).toHaveLength(2);
    await page.goto((await download.getAttribute('href')) ?? '');
    await capture(page, testInfo, `events-ticket-page-${lang}`);
  });

  test(`a customer buys a paid ticket through the sandbox and downloads it (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(`/${lang}/events/gulf-tech-summit`);
    await expect(page.getByRole('heading', { name: text.summit, level: 1 })).toBeVisible();
    await pickFirstDate(page, text.available);
    await page.getByRole('button', { name: text.buy }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/register/gulf-tech-summit\\?`));
    await expect(page.getByText(text.bestChoice)).toBeVisible();
    await fillCustomer(page, text, `paid-${lang}@example.com`);
    await page.getByRole('textbox', { name: text.phone }).fill('50001234');
    await page.getByRole('textbox', { name: text.company }).fill('Gulf Pay');
    // The optional attachment, uploaded anonymously as soon as it is chosen.
    await page.getByLabel(text.attachment).setInputFiles({
      name: 'civil-id.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByText(text.uploaded)).toBeVisible();
    await page.getByRole('checkbox', { name: text.terms }).check();
    await capture(page, testInfo, `events-register-paid-${lang}`);
    await page.locator('form button[type=submit]').click();

    await expect(page).toHaveURL(/\/gateway\/sandbox\//);
    await page.locator('button[value=approve]').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pos/attempt-detail/`));
    const download = page.getByRole('link', { name: text.download });
    await expect(download).toBeVisible();
    await capture(page, testInfo, `events-paid-result-${lang}`);
    const ticketsPage = await request.get((await download.getAttribute('href')) ?? '');
    expect(ticketsPage.ok()).toBe(true);
    expect((await ticketsPage.text()).match(/<svg/g)).toHaveLength(1);
  });

  test(`waiting zone before sales open and feedback after the event (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${lang}/events/new-year-gala`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/ticketwaitingzone\\?event=new-year-gala`));
    await expect(page.getByRole('heading', { name: text.notOnSale })).toBeVisible();
    await capture(page, testInfo, `events-waiting-${lang}`);

    await page.goto(`/${lang}/events/autumn-fair`);
    await expect(page.getByText(text.over)).toBeVisible();
    await page.getByRole('link', { name: text.leaveFeedback }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/leave-feedback/autumn-fair`));
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.rating)).toBeVisible();
    await expect(page.getByText(text.required)).toHaveCount(2);
    // People click the star; its radio is there for keyboards and screen readers.
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: text.stars }) })
      .click();
    await expect(page.getByRole('radio', { name: text.stars })).toBeChecked();
    await page.getByRole('textbox', { name: text.comment }).fill('Lovely stalls and music.');
    await page.getByRole('textbox', { name: text.name }).fill('Khaled');
    await page.getByRole('textbox', { name: text.email }).fill(`feedback-${lang}@example.com`);
    await capture(page, testInfo, `events-feedback-${lang}`);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/leave-feedback/autumn-fair/thanks`));
    await expect(page.getByRole('heading', { name: text.feedbackThanks })).toBeVisible();
  });
}

test('a sold-out date says so and cannot be chosen, in both languages', async ({
  page,
  request,
}, testInfo) => {
  const { tickets } = await demoEvent(request, 'community-iftar');
  const ticket = tickets[0];
  const date = ticket?.dates.at(-1);
  if (!ticket || !date) throw new Error('demo event community-iftar has no dates');
  const left = ticket.remaining_qty_per_date[date]?.remaining_quantity ?? 0;
  const booked = await request.post(`${API}/booking`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      event: 'community-iftar',
      ticket: ticket.id,
      event_date: date,
      quantity: left,
      email: 'group@example.com',
      first_name: 'Big',
      last_name: 'Group',
      lang: 'en',
    },
  });
  expect(booked.status()).toBe(201);

  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/${lang}/events/community-iftar`);
    const soldOut = page.locator('label').filter({ hasText: TEXT[lang].soldOut });
    await expect(soldOut).toHaveCount(1);
    await expect(soldOut.locator('input[type=radio]')).toBeDisabled();
    // The one date left is chosen for the customer.
    await expect(
      page.locator('label').filter({ hasText: TEXT[lang].available }).locator('input'),
    ).toBeChecked();
    await capture(page, testInfo, `events-sold-out-${lang}`);
  }
});
