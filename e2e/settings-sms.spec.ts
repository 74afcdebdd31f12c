import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arOutbox from '../locales/ar/outbox.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import arSms from '../locales/ar/sms.json' with { type: 'json' };
import enOutbox from '../locales/en/outbox.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import enSms from '../locales/en/sms.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { receiverUrl, waitForRequests } from './support/sinks-client';
import { ownerApi } from './support/staff';

const TEXT = {
  en: {
    sms: enSms,
    outbox: enOutbox,
    sentBySms: enServer['payment_link.sent_sms'],
    create: {
      amount: 'Amount',
      name: 'Customer name',
      phone: 'Customer phone',
      selectAll: 'Select all',
      button: 'Create payment request',
      created: 'Payment request created',
      url: 'Payment URL',
      sms: 'Send by SMS',
    },
  },
  ar: {
    sms: arSms,
    outbox: arOutbox,
    sentBySms: arServer['payment_link.sent_sms'],
    create: {
      amount: 'المبلغ',
      name: 'اسم العميل',
      phone: 'هاتف العميل',
      selectAll: 'تحديد الكل',
      button: 'إنشاء طلب الدفع',
      created: 'تم إنشاء طلب الدفع',
      url: 'رابط الدفع',
      sms: 'إرسال برسالة نصية',
    },
  },
} as const;
const PHONE = { width: 414, height: 900 };
const TOKEN = 'Bearer e2e-sms-token-5b1c';

/** Back to "kept", the seed's behaviour, so later specs meet SMS as they always have. */
async function keepSms(request: APIRequestContext) {
  const owner = await ownerApi(request);
  const current = await request.get('/api/v1/admin/sms-provider', { headers: owner.headers });
  const settings = (await current.json()) as Record<string, unknown>;
  const res = await request.put('/api/v1/admin/sms-provider', {
    headers: owner.headers,
    data: { ...settings, mode: 'kept', headers: [] },
  });
  expect(res.status()).toBe(200);
}

/** Ark radios and checkboxes hide their input; people click the visible label. */
async function setChecked(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name });
  if (!(await box.isChecked())) await page.getByText(name, { exact: true }).click();
  await expect(box).toBeChecked();
}

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });
// Each language starts from the seed's provider, and the specs after this one find it again.
test.beforeEach(async ({ request }) => keepSms(request));
test.afterAll(async ({ request }) => keepSms(request));

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];
  test(`the owner texts a payment link through an HTTP provider and resends it (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const receiver = `sms-${lang}-${Date.now()}`;
    // A number of its own on every run: a rerun against the same server finds only its messages.
    const local = `${lang === 'en' ? 5 : 6}${String(Date.now()).slice(-7)}`;
    const number = `+965${local}`;

    // The provider, set up on the SMS page.
    await page.goto(`/${lang}/admin/sms`);
    await expect(page.getByRole('heading', { level: 1, name: text.sms.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByText(text.sms.modes.http, { exact: true }).click();
    await page.getByRole('textbox', { name: text.sms.fields.url }).fill(receiverUrl(receiver));
    await page.getByRole('button', { name: text.sms.headers.add }).click();
    await page.getByRole('textbox', { name: text.sms.fields.header_name }).fill('Authorization');
    await page.getByLabel(text.sms.fields.header_value, { exact: true }).fill(TOKEN);
    await page.getByRole('combobox', { name: text.sms.fields.success_rule }).selectOption('json_field');
    await page.getByRole('textbox', { name: text.sms.fields.success_path }).fill('ok');
    await page.getByRole('textbox', { name: text.sms.fields.success_value }).fill('true');
    await page.getByRole('textbox', { name: text.sms.fields.sender }).fill('GulfPay');
    await page.getByRole('button', { name: text.sms.save }).click();
    await expect(page.getByText(text.sms.saved)).toBeVisible();
    await expect(
      page.locator('[data-header-row="Authorization"]').getByText(text.sms.headers.set),
    ).toBeVisible();
    await capture(page, testInfo, `sms-settings-${lang}`);

    // The test send reaches the receiver, and the page shows the provider's answer.
    await page.getByRole('textbox', { name: text.sms.test.to }).fill(number);
    await page.getByRole('button', { name: text.sms.test.send }).click();
    await expect(page.getByRole('status').getByText(text.sms.test.outcomes.sent)).toBeVisible();
    await expect(page.getByRole('status').getByText('HTTP 200')).toBeVisible();
    const [probe] = await waitForRequests(request, receiver, 1);
    expect(probe?.headers.authorization).toBe(TOKEN);
    expect(JSON.parse(probe?.body ?? '{}')).toMatchObject({ to: number, sender: 'GulfPay' });
    await page.setViewportSize(PHONE);
    await capture(page, testInfo, `sms-settings-${lang}-414`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A payment link, texted from the dashboard, arrives at the provider.
    await page.goto(`/${lang}/payment-request/create`);
    await page.getByRole('textbox', { name: text.create.amount }).fill('7.250');
    await page.getByRole('textbox', { name: text.create.name }).fill(lang === 'en' ? 'Salem' : 'سالم');
    await page.getByRole('textbox', { name: text.create.phone }).fill(local);
    await setChecked(page, text.create.selectAll);
    await page.getByRole('button', { name: text.create.button }).click();
    await expect(page.getByRole('heading', { name: text.create.created })).toBeVisible();
    const paymentUrl = await page.getByRole('textbox', { name: text.create.url }).inputValue();
    await page.getByRole('button', { name: text.create.sms }).click();
    await expect(page.getByText(text.sentBySms)).toBeVisible();
    const delivered = await waitForRequests(request, receiver, 2);
    const link = JSON.parse(delivered[1]?.body ?? '{}') as { to: string; text: string };
    expect(link.to).toBe(number);
    expect(link.text).toContain(paymentUrl);
    expect(delivered[1]?.headers.authorization).toBe(TOKEN);

    // The Outbox shows it sent with the provider's answer; "Resend" delivers it again.
    await page.goto(`/${lang}/admin/outbox?channel=sms&q=${encodeURIComponent(number)}`);
    const table = page.getByRole('table', { name: text.outbox.table.caption });
    const row = table.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(text.outbox.status.sent)).toBeVisible();
    await expect(row.getByText('HTTP 200')).toBeVisible();
    await capture(page, testInfo, `sms-outbox-${lang}`);
    await row.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(paymentUrl)).toBeVisible();
    await dialog.getByRole('button', { name: text.outbox.resend }).click();
    await expect(page.getByText(new RegExp(text.outbox.resent.replace('{{id}}', '\\d+')))).toBeVisible();
    const again = await waitForRequests(request, receiver, 3);
    expect(JSON.parse(again[2]?.body ?? '{}')).toEqual(link);

    await page.reload();
    await expect(row).toHaveCount(2);
    await expect(row.getByText(text.outbox.status.sent)).toHaveCount(2);
    await page.setViewportSize(PHONE);
    await capture(page, testInfo, `sms-outbox-${lang}-414`);
  });
}
