import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_ENTRY } from '../scripts/build-state.mjs';
import { capture } from './fixtures';
import { adminToken, createRequest, DEMO_COLLECTOR_ID, gateway } from './support/payments';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** What the customer reads, per language; the texts are the locales' own. */
const TEXT = {
  en: {
    ok: 'OK',
    home: 'Home',
    block: 'Block',
    street: 'Street',
    house: 'Building / house number',
    area: 'Area',
    tapToEdit: 'Tap to edit location',
    gotIt: 'GOT IT',
    confirm: 'Confirm',
    submit: 'Submit',
    yes: 'Yes',
    thankYou: 'Thank you!',
    tryAgain: 'Try again',
    notFound: 'Transaction not found',
    detailsNotFound: 'Payment details not found',
    total: 'Total bill',
    bestChoice: 'Best Choice',
    name: 'Your name',
    amount: 'Amount',
    paymentDetails: 'Payment Details',
    receipt: 'Download Receipt',
    expired: 'Transaction cannot be paid as it is expired',
  },
  ar: {
    ok: 'حسنًا',
    home: 'المنزل',
    block: 'القطعة',
    street: 'الشارع',
    house: 'رقم المبنى / المنزل',
    area: 'المنطقة',
    tapToEdit: 'اضغط لتعديل الموقع',
    gotIt: 'فهمت',
    confirm: 'تأكيد',
    submit: 'إرسال',
    yes: 'نعم',
    thankYou: 'شكرًا لك!',
    tryAgain: 'حاول مرة أخرى',
    notFound: 'المعاملة غير موجودة',
    detailsNotFound: 'تفاصيل الدفع غير موجودة',
    total: 'إجمالي الفاتورة',
    bestChoice: 'الخيار الأفضل',
    name: 'اسمك',
    amount: 'المبلغ',
    paymentDetails: 'تفاصيل الدفع',
    receipt: 'تنزيل الإيصال',
    expired: null,
  },
} as const;

test.use({ viewport: { width: 1000, height: 900 } });

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`a customer fills the address step, pays with the sandbox and is thanked (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const { id } = await createRequest(request, {
      multicheckout: {
        capture_delivery_address: true,
        capture_delivery_location: true,
        first_popup: { en: 'Welcome to our store', ar: 'أهلًا بك في متجرنا' },
        second_popup: null,
      },
    });
    await page.goto(`/${lang}/pos/pay/${id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const welcome = page.getByRole('dialog');
    await expect(welcome).toContainText(lang === 'ar' ? 'أهلًا بك في متجرنا' : 'Welcome to our store');
    await welcome.getByRole('button', { name: text.ok }).click();

    const submit = page.getByRole('button', { name: text.submit });
    await expect(submit).toBeDisabled();
    await page.getByRole('radio', { name: text.home }).check();
    await page.getByLabel(text.area).selectOption({ index: 3 });
    await page.getByRole('textbox', { name: text.block }).fill('4');
    await page.getByRole('textbox', { name: text.street }).fill('12');
    await page.getByRole('textbox', { name: text.house }).fill('7');
    const paci = page.getByRole('textbox', { name: /PACI/ });
    await paci.pressSequentially('12a34567890');
    await expect(paci).toHaveValue('12345678');
    // Address complete, but the pin has not been placed yet.
    await expect(submit).toBeDisabled();
    await capture(page, testInfo, `pay-address-${lang}`);

    await page.getByRole('button', { name: text.tapToEdit }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.gotIt }).click();
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect(submit).toBeDisabled();
    // No tiles load on this machine: the pin still moves on the plain background.
    await map.click({ position: { x: 120, y: 80 } });
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await page.getByRole('dialog').getByRole('button', { name: text.yes }).click();

    await expect(page.getByText(text.total)).toBeVisible();
    await expect(page).toHaveURL(/step=details/);
    await expect(page.getByText(text.bestChoice)).toBeVisible();
    await capture(page, testInfo, `pay-details-${lang}`);
    await page.getByRole('radio', { name: /KNET|كي نت/ }).check();
    await page.getByRole('button', { name: lang === 'ar' ? 'ادفع عبر كي نت' : 'Pay with KNET' }).click();
    await gateway(page, 'approve');

    await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
    await expect(page.getByText(text.paymentDetails)).toBeVisible();
    await expect(page.getByRole('link', { name: text.receipt })).toBeVisible();
    // The order description's "~" and ":" become a table.
    await expect(page.getByRole('cell', { name: 'Abaya', exact: true })).toBeVisible();
    await capture(page, testInfo, `pay-result-success-${lang}`);
  });

  test(`a declined payment offers Try again and can then be paid (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const { id } = await createRequest(request, { pg_codes: ['knet'] });
    await page.goto(`/${lang}/pos/pay/${id}`);
    const pay = page.getByRole('button', { name: lang === 'ar' ? 'ادفع عبر كي نت' : 'Pay with KNET' });
    await pay.click();
    await gateway(page, 'decline');
    const tryAgain = page.getByRole('button', { name: text.tryAgain });
    await expect(tryAgain).toBeVisible();
    await expect(page.getByRole('heading', { name: text.thankYou })).toHaveCount(0);
    await capture(page, testInfo, `pay-result-declined-${lang}`);

    await tryAgain.click();
    await expect(page).toHaveURL(new RegExp(`/pos/pay/${id}`));
    await pay.click();
    await gateway(page, 'approve');
    await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
  });

  test(`unknown payments and results say so (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/${lang}/pos/pay/${MISSING_ID}`);
    await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
    await capture(page, testInfo, `pay-not-found-${lang}`);
    await page.goto(`/${lang}/pos/attempt-detail/${MISSING_ID}`);
    await expect(page.getByRole('heading', { name: text.detailsNotFound })).toBeVisible();
    await capture(page, testInfo, `result-not-found-${lang}`);
  });

  test(`an expired payment request cannot be paid (${lang})`, async ({ page, request }, testInfo) => {
    const { id } = await createRequest(request, {
      expiration_time: new Date(Date.now() + 2_000).toISOString(),
    });
    await page.waitForTimeout(2_500);
    await page.goto(`/${lang}/pos/pay/${id}`);
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading') });
    await expect(alert).toBeVisible();
    if (text.expired) await expect(alert).toContainText(text.expired);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await capture(page, testInfo, `pay-expired-${lang}`);
  });

  test(`a customer pays a collector an amount of their choice (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/${lang}/pos/pay/collect/${DEMO_COLLECTOR_ID}`);
    const amount = page.getByRole('textbox', { name: new RegExp(text.amount) });
    await amount.fill('0');
    await expect(
      page.getByText(lang === 'ar' ? 'يجب أن يكون رقمًا موجبًا صحيحًا' : 'Must be valid positive number'),
    ).toBeVisible();
    await amount.fill('7.250');
    await page.getByRole('textbox', { name: text.name }).fill('Khalid');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await capture(page, testInfo, `pay-collector-${lang}`);
    await page.getByRole('radio', { name: /KNET|كي نت/ }).check();
    const pay = page.getByRole('button', { name: lang === 'ar' ? 'ادفع عبر كي نت' : 'Pay with KNET' });
    await pay.click();
    // The customer chose the gateway already: the payment starts and opens it at once.
    await gateway(page, 'approve');
    await expect(page).toHaveURL(new RegExp(`/${lang}/pos/attempt-detail/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
    await expect(page.getByText('7.250 KWD').first()).toBeVisible();
    await capture(page, testInfo, `pay-collector-result-${lang}`);
  });
}

/**
 * Pausing is merchant-wide, and the other specs pay the one demo merchant from parallel
 * workers: pausing the shared server would fail whichever of them asks meanwhile. So this
 * test pauses a server of its own (own database and port, same build), where nothing else
 * runs.
 */
test.describe('paused payments', () => {
  let server: ChildProcess | undefined;
  let origin = '';
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    origin = `http://localhost:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'pay-paused-'));
    server = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        LOG_LEVEL: 'warn',
        // It signs in with the README's demo account.
        DEMO_CREDENTIALS: '1',
        // The build under test: its pay page's server render and its app come from one build.
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      },
      stdio: 'ignore',
    });
    await waitForHealth(origin, 80_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a paused merchant's pay page says it does not accept payments, until resumed", async ({
    page,
    playwright,
  }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: origin });
    const { id } = await createRequest(request);
    const token = await adminToken(request);
    const setPaused = async (payments_paused: boolean) => {
      const response = await request.patch('/api/v1/merchant/settings', {
        headers: { Authorization: `Bearer ${token}` },
        data: { payments_paused },
      });
      expect(response.status()).toBe(200);
    };

    await setPaused(true);
    for (const [lang, message] of [
      ['en', "Sorry, we don't accept payments for the moment"],
      ['ar', 'عذراً، لا نقبل المدفوعات في الوقت الحالي'],
    ] as const) {
      await page.goto(`${origin}/${lang}/pos/pay/${id}`);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('radio')).toHaveCount(0);
      // Shown in the pay page's own frame, not the app-wide "This page is paused" screen.
      await expect(page.getByText(/This page is paused|هذه الصفحة متوقفة مؤقتًا/)).toHaveCount(0);
      await capture(page, testInfo, `pay-paused-${lang}`);
    }

    await setPaused(false);
    await page.goto(`${origin}/en/pos/pay/${id}`);
    await expect(page.getByRole('button', { name: /Pay with/ })).toBeVisible();
    await request.dispose();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the paused-payments server at ${origin} did not start`);
}
