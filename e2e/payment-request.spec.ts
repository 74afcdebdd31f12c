import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, capture } from './fixtures';
import { readOutbox } from './support/outbox';

/** The smallest valid PDF header is enough: the server checks the file's first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const TEXT = {
  en: {
    amount: 'Amount',
    name: 'Customer name',
    phone: 'Customer phone',
    email: 'Customer email',
    description: 'Description',
    expiration: 'Expiration',
    selectAll: 'Select all',
    gateways: 'Payment gateways',
    attachment: 'Attachment',
    create: 'Create payment request',
    created: 'Payment request created',
    url: 'Payment URL',
    copy: 'Copy payment URL',
    copied: 'Copied to clipboard',
    email_send: 'Send by email',
    sms_send: 'Send by SMS',
    sent: 'The payment link was sent by email.',
    another: 'Create another',
  },
  ar: {
    amount: 'المبلغ',
    name: 'اسم العميل',
    phone: 'هاتف العميل',
    email: 'البريد الإلكتروني للعميل',
    description: 'الوصف',
    expiration: 'تاريخ الانتهاء',
    selectAll: 'تحديد الكل',
    gateways: 'بوابات الدفع',
    attachment: 'المرفق',
    create: 'إنشاء طلب الدفع',
    created: 'تم إنشاء طلب الدفع',
    url: 'رابط الدفع',
    copy: 'نسخ رابط الدفع',
    copied: 'تم النسخ إلى الحافظة',
    email_send: 'إرسال بالبريد الإلكتروني',
    sms_send: 'إرسال برسالة نصية',
    sent: 'أُرسل رابط الدفع بالبريد الإلكتروني.',
    another: 'إنشاء طلب آخر',
  },
} as const;

/** Ark checkboxes hide their input; people (and this helper) click the visible label. */
async function setChecked(page: Page, name: string, checked: boolean) {
  const box = page.getByRole('checkbox', { name });
  if ((await box.isChecked()) !== checked) await page.getByText(name, { exact: true }).click();
  await expect(box).toBeChecked({ checked });
}

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`staff create a payment request, copy its link and email it (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customerEmail = `customer-${lang}-${Date.now()}@example.com`;
    await page.goto(`/${lang}/payment-request/create`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: lang === 'en' ? 'Create payment request' : 'إنشاء طلب دفع',
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    await page.getByRole('textbox', { name: text.amount }).fill('12.500');
    await page
      .getByRole('textbox', { name: text.name })
      .fill(lang === 'en' ? 'Fatima Al-Sabah' : 'فاطمة الصباح');
    await page.getByRole('textbox', { name: text.phone }).fill('5000 1234');
    await page.getByRole('textbox', { name: text.email }).fill(customerEmail);
    await page
      .getByRole('textbox', { name: text.description })
      .fill(lang === 'en' ? 'Order 1042' : 'طلب 1042');
    await page.getByLabel(text.expiration).fill('2031-01-15T18:30');
    await setChecked(page, text.selectAll, true);
    const gateways = page.getByRole('group', { name: text.gateways }).getByRole('checkbox');
    expect(await gateways.count()).toBeGreaterThan(2);
    for (const gateway of await gateways.all()) await expect(gateway).toBeChecked();
    await page
      .getByLabel(text.attachment)
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('invoice.pdf')).toBeVisible();
    await capture(page, testInfo, `payment-request-form-${lang}`);

    await page.getByRole('button', { name: text.create }).click();

    await expect(page.getByRole('heading', { name: text.created })).toBeFocused();
    const url = page.getByRole('textbox', { name: text.url });
    await expect(url).toHaveValue(new RegExp(`^http://localhost:\\d+/${lang}/pos/pay/[0-9a-f-]{36}$`));
    const paymentUrl = await url.inputValue();

    await page.getByRole('button', { name: text.copy }).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paymentUrl);

    await page.getByRole('button', { name: text.email_send }).click();
    await expect(page.getByText(text.sent)).toBeVisible();
    await capture(page, testInfo, `payment-request-result-${lang}`);

    const results = await readOutbox(page.request, customerEmail);
    expect(results).toHaveLength(1);
    expect(results[0]?.channel).toBe('email');
    expect(results[0]?.body).toContain(paymentUrl);

    // The link opens the customer's pay page.
    const paid = await page.request.get(
      `/api/v1/plugins/payment_request/transaction/pay/${paymentUrl.split('/').pop()}`,
    );
    expect(paid.ok()).toBe(true);
    expect(((await paid.json()) as { amount: string }).amount).toBe('12.500');

    await page.getByRole('button', { name: text.another }).click();
    await expect(page.getByRole('textbox', { name: text.amount })).toHaveValue('');
  });
}

test('the form shows each rule under its field and sends nothing invalid', async ({ page }, testInfo) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/plugins/payment_request/transaction'))
      posted += 1;
  });
  await page.goto('/en/payment-request/create');
  await page.getByRole('button', { name: 'Create payment request' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByText('one gateway at least should be selected.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Amount' }).fill('1.2345');
  await page.getByRole('textbox', { name: 'Customer phone' }).fill('12345');
  await page.getByRole('textbox', { name: 'Customer email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Create payment request' }).click();
  await expect(page.getByText('decimal should be equal or less 3 characters')).toBeVisible();
  await expect(page.getByText('Enter valid phone number')).toBeVisible();
  await expect(page.getByText('Enter valid email address')).toBeVisible();

  // USD has two decimals: the same rule now names 2.
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.234');
  await page.getByRole('textbox', { name: 'Amount' }).blur();
  await expect(page.getByText('decimal should be equal or less 2 characters')).toBeVisible();

  // "Use default email" fills the merchant's address, and unticking clears it.
  await setChecked(page, 'Use default email', true);
  await expect(page.getByRole('textbox', { name: 'Customer email' })).toHaveValue(/@/);
  await expect(page.getByText('Enter valid email address')).toHaveCount(0);
  await setChecked(page, 'Use default email', false);
  await expect(page.getByRole('textbox', { name: 'Customer email' })).toHaveValue('');

  // The server's refusal of a file is shown under the attachment field.
  await page
    .getByLabel('Attachment')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only PDF, PNG, JPEG or WebP files can be uploaded.')).toBeVisible();
  await capture(page, testInfo, 'payment-request-errors-en');
  expect(posted).toBe(0);
});

test('SMS sending is offered only when the customer has a phone', async ({ page }) => {
  await page.goto('/en/payment-request/create');
  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
  await page.getByRole('textbox', { name: 'Customer name' }).fill('Walk-in customer');
  await setChecked(page, 'KNET', true);
  await page.getByRole('button', { name: 'Create payment request' }).click();
  await expect(page.getByRole('heading', { name: 'Payment request created' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send by SMS' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send by email' })).toBeDisabled();
});
