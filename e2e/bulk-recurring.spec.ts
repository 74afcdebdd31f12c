import { expect, test } from '@playwright/test';
import arBulk from '../locales/ar/bulk.json' with { type: 'json' };
import enBulk from '../locales/en/bulk.json' with { type: 'json' };
import { addDays, kuwaitToday } from '../src/domain/business-time';
import { ADMIN_STATE, capture } from './fixtures';
import { waitForMail } from './support/sinks-client';

const BULK = { en: enBulk, ar: arBulk };
/** The texts with their counts, as the user reads them. */
const TEXT = {
  en: {
    yes: 'Yes',
    withdraw:
      '2 unpaid links will be canceled and their pay pages will say so. 0 paid links and 0 links being paid right now stay as they are.',
    withdrawn: '2 links canceled.',
    schedule: /^First date .+; frequency: monthly, weekly\.$/,
    canceled: 'This transaction has been canceled',
  },
  ar: {
    yes: 'نعم',
    withdraw:
      'سيُلغى رابطان غير مدفوعين وستذكر صفحات الدفع ذلك. يبقى لا روابط مدفوعة ولا روابط قيد الدفع الآن كما هي.',
    withdrawn: 'أُلغي رابطان.',
    schedule: /^أول تاريخ .+؛ التكرار: شهري، أسبوعي\.$/,
    canceled: 'تم إلغاء هذه المعاملة',
  },
};

test.describe('bulk recurring and withdrawing', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`a recurring upload is dispatched on a schedule, then withdrawn, and its link says so to the customer (${lang})`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const t = BULK[lang];
      const stamp = `${lang}-${Date.now().toString(36)}`;
      const email = (n: number) => `recurring-${stamp}-${n}@example.com`;
      const start = addDays(kuwaitToday(), -1);
      const end = addDays(start, 365);
      const file = [
        'amount,currency_code,customer_name,gateways,email,send_email,language,start_date,end_date,frequency',
        `30.000,KWD,Huda ${stamp},knet,${email(1)},yes,${lang},${start},${end},monthly`,
        `45.500,KWD,Yousef ${stamp},knet,${email(2)},yes,${lang},${start},${end},weekly`,
      ].join('\n');

      await page.goto(`/${lang}/bulk/uploads`);
      await page.getByLabel(t.upload.kind, { exact: true }).selectOption('recurring');
      await page
        .getByLabel(t.upload.file, { exact: true })
        .setInputFiles({ name: `fees-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByRole('button', { name: t.upload.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/bulk/uploads/[0-9a-f-]{36}`));

      await page.getByRole('button', { name: t.dispatch.action, exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: t.dispatch.confirm_title });
      await expect(dialog.getByText(TEXT[lang].schedule)).toBeVisible();
      const time = dialog.getByLabel(t.recurrence.time_label);
      await expect(time).toHaveValue('09:00');
      await time.fill('07:30');
      await dialog.getByText(t.recurrence.cancel_earlier).click();
      await capture(page, testInfo, `bulk-recurring-confirm-${lang}`);
      await dialog.getByRole('button', { name: TEXT[lang].yes }).click();

      // Both series have started: each row's first link goes out now; the next is scheduled.
      const links = page.getByRole('heading', { name: t.recurrence.title });
      await expect(links).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(t.recurrence.earlier_canceled)).toBeVisible();
      await expect(page.getByText('07:30', { exact: true })).toBeVisible();
      await capture(page, testInfo, `bulk-recurring-dispatched-${lang}`);
      const mail = await waitForMail(request, email(1), (m) => /\/pos\/pay\/[0-9a-f-]{36}/.test(m.text));
      const payUrl = /https?:\/\/\S+\/pos\/pay\/[0-9a-f-]{36}/.exec(mail.text)?.[0] as string;

      await page.getByRole('button', { name: t.withdraw.action, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: t.withdraw.title_upload });
      await expect(confirm.getByText(TEXT[lang].withdraw)).toBeVisible();
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `bulk-withdraw-confirm-${lang}-phone`);
      await confirm.getByRole('button', { name: TEXT[lang].yes }).click();
      await expect(page.getByText(TEXT[lang].withdrawn)).toBeVisible();
      await capture(page, testInfo, `bulk-withdrawn-${lang}-phone`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);

      // The customer opens the link: it was withdrawn, and says so in the customer's language.
      const customer = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const payPage = await customer.newPage();
      await payPage.goto(new URL(payUrl).pathname);
      await expect(payPage.getByText(TEXT[lang].canceled)).toBeVisible();
      await expect(payPage.getByRole('radio')).toHaveCount(0);
      await capture(payPage, testInfo, `bulk-withdrawn-pay-page-${lang}`);
      await customer.close();
    });
  }
});
