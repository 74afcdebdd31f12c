import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arTemplates from '../locales/ar/templates.json' with { type: 'json' };
import enTemplates from '../locales/en/templates.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { gateway } from './support/payments';
import { waitForMail } from './support/sinks-client';
import { ownerApi } from './support/staff';

const TEMPLATES = { en: enTemplates, ar: arTemplates } as const;
const FORM = {
  en: {
    amount: 'Amount',
    name: 'Customer name',
    email: 'Customer email',
    description: 'Description',
    selectAll: 'Select all',
    create: 'Create payment request',
    created: 'Payment request created',
    url: 'Payment URL',
    emailSend: 'Send by email',
    sent: 'The payment link was sent by email.',
    merchant: 'Gulf Pay Demo Store',
    receipt: 'Your receipt from Gulf Pay Demo Store',
  },
  ar: {
    amount: 'المبلغ',
    name: 'اسم العميل',
    email: 'البريد الإلكتروني للعميل',
    description: 'الوصف',
    selectAll: 'تحديد الكل',
    create: 'إنشاء طلب الدفع',
    created: 'تم إنشاء طلب الدفع',
    url: 'رابط الدفع',
    emailSend: 'إرسال بالبريد الإلكتروني',
    sent: 'أُرسل رابط الدفع بالبريد الإلكتروني.',
    merchant: 'متجر جلف باي التجريبي',
    receipt: 'إيصالك من متجر جلف باي التجريبي',
  },
} as const;
const PHONE = { width: 414, height: 900 };

/** The seed's wording again, so the next settings spec (and a rerun) starts from it. */
async function restore(request: APIRequestContext) {
  const owner = await ownerApi(request);
  for (const lang of ['en', 'ar'])
    await request.delete(`/api/v1/admin/templates/payment_link/${lang}`, { headers: owner.headers });
}

/** Ark checkboxes hide their input; people click the visible label. */
async function selectAllGateways(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name });
  if (!(await box.isChecked())) await page.getByText(name, { exact: true }).click();
  await expect(box).toBeChecked();
}

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });
test.afterAll(async ({ request }) => restore(request));

for (const lang of ['en', 'ar'] as const) {
  const t = TEMPLATES[lang];
  const form = FORM[lang];

  test(`the owner rewords the payment-link email; the link sent and the receipt arrive by SMTP (${lang})`, async ({
    page,
  }, testInfo) => {
    const marker = `${lang}-${Date.now()}`;
    const customerEmail = `templates-${marker}@example.com`;

    await page.goto(`/${lang}/admin/templates`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('combobox', { name: t.kinds_label })).toHaveValue('payment_link');
    await expect(page.getByRole('radio', { name: t.languages[lang] })).toBeChecked();

    const subject = page.getByRole('textbox', { name: t.fields.subject });
    const body = page.getByRole('textbox', { name: t.fields.body });
    await subject.fill(`Invoice ${marker} {{merchant}}`);
    // An unknown variable is named under the field as it is typed, and Save waits for a fix.
    await body.fill('Pay {{amount_due}}');
    await expect(page.getByText(t.problems.unknown.replace('{{name}}', 'amount_due'))).toBeVisible();
    await expect(page.getByRole('button', { name: t.save })).toBeDisabled();
    await body.fill(`Edited ${marker} for {{customer_name}}: {{amount}}\n\n`);
    await page.getByRole('button', { name: t.variables.insert.replace('{{name}}', 'url') }).click();
    await expect(body).toHaveValue(`Edited ${marker} for {{customer_name}}: {{amount}}\n\n{{url}}`);

    // The preview: the email's HTML in a frame with every sandbox restriction.
    const frame = page.getByTitle(t.preview.frame);
    await expect(frame).toHaveAttribute('sandbox', '');
    const previewText = page.frameLocator(`iframe[title="${t.preview.frame}"]`).getByText(`Edited ${marker}`);
    await expect(previewText).toBeVisible();
    await capture(page, testInfo, `templates-${lang}`);
    await page.setViewportSize(PHONE);
    // The frame lays itself out again at the new width before the picture.
    await expect(previewText).toBeVisible();
    await capture(page, testInfo, `templates-${lang}-phone`);
    // A full-page picture leaves a sandboxed (separate-process) frame below the fold blank: the
    // preview gets its own picture, in view.
    await frame.scrollIntoViewIfNeeded();
    const previewShot = testInfo.outputPath(`templates-${lang}-phone-preview.png`);
    await page.screenshot({ path: previewShot });
    await testInfo.attach(`templates-${lang}-phone-preview`, { path: previewShot, contentType: 'image/png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByText(t.customised, { exact: true })).toBeVisible();

    // Staff send a payment link from the dashboard, in this language.
    await page.goto(`/${lang}/payment-request/create`);
    await page.getByRole('textbox', { name: form.amount }).fill('7.250');
    await page
      .getByRole('textbox', { name: form.name })
      .fill(lang === 'en' ? 'Fatima <b>Al-Sabah</b>' : 'فاطمة <b>الصباح</b>');
    await page.getByRole('textbox', { name: form.email }).fill(customerEmail);
    await page.getByRole('textbox', { name: form.description }).fill(`Order ${marker}`);
    await selectAllGateways(page, form.selectAll);
    await page.getByRole('button', { name: form.create }).click();
    await expect(page.getByRole('heading', { name: form.created })).toBeFocused();
    const paymentUrl = await page.getByRole('textbox', { name: form.url }).inputValue();
    await page.getByRole('button', { name: form.emailSend }).click();
    await expect(page.getByText(form.sent)).toBeVisible();

    // What arrived at the SMTP server carries the owner's words, as text and as escaped HTML.
    const mail = await waitForMail(page.request, customerEmail, (m) => m.subject.startsWith('Invoice'));
    expect(mail.subject).toBe(`Invoice ${marker} ${form.merchant}`);
    expect(mail.text).toContain(
      `Edited ${marker} for ${lang === 'en' ? 'Fatima <b>Al-Sabah</b>' : 'فاطمة <b>الصباح</b>'}`,
    );
    expect(mail.text).toContain(paymentUrl);
    expect(mail.html).toContain('&lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(`<a href="${paymentUrl}">`);

    // The customer pays at the sandbox; a receipt in their language arrives.
    const id = paymentUrl.split('/').pop() as string;
    const started = await page.request.post(`/api/v1/plugins/payment_request/transaction/pay/${id}`, {
      data: { gateway_code: 'knet' },
      headers: { 'accept-language': lang },
    });
    expect(started.ok()).toBe(true);
    const { redirect_url } = (await started.json()) as { redirect_url: string };
    await page.goto(redirect_url);
    await gateway(page, 'approve');
    const receipt = await waitForMail(page.request, customerEmail, (m) => m.subject === form.receipt);
    expect(receipt.text).toContain('7.250');
    expect(receipt.text).toMatch(/\/pos\/attempt-detail\/[0-9a-f-]{36}/);
    expect(receipt.html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
  });
}
