import { expect, test } from '@playwright/test';
import arBulk from '../locales/ar/bulk.json' with { type: 'json' };
import arTransactions from '../locales/ar/transactions.json' with { type: 'json' };
import enBulk from '../locales/en/bulk.json' with { type: 'json' };
import enTransactions from '../locales/en/transactions.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { waitForMail } from './support/sinks-client';

const BULK = { en: enBulk, ar: arBulk };
const STATES = { en: enTransactions.states, ar: arTransactions.states };
const DONE = { en: 'Dispatched: 2 of 2 rows (100 %)', ar: /تمّ الإرسال: 2 من 2/ };
const YES = { en: 'Yes', ar: 'نعم' };

test.describe('bulk dispatch and transaction logs', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`a dispatched link paid by its customer turns Paid in the transaction log (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const t = BULK[lang];
      const stamp = `logs-${lang}-${Date.now().toString(36)}`;
      const email = (n: number) => `${stamp}-${n}@example.com`;
      const file = [
        'amount,currency_code,customer_name,gateways,email,send_email,send_sms',
        `12.500,KWD,Layla ${stamp},knet,${email(1)},yes,no`,
        `7.250,KWD,Omar ${stamp},knet,${email(2)},yes,no`,
      ].join('\n');

      await page.goto(`/${lang}/bulk/uploads`);
      await page
        .getByLabel(t.upload.file, { exact: true })
        .setInputFiles({ name: `${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByRole('button', { name: t.upload.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/bulk/uploads/[0-9a-f-]{36}`));
      await page.getByRole('button', { name: t.dispatch.action, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: YES[lang] }).click();
      await expect(page.getByText(DONE[lang])).toBeVisible({ timeout: 30_000 });

      // Reminders for the unpaid: set on the upload's page, which then says what is scheduled.
      const reminders = page.getByRole('region', { name: t.reminders.title });
      await expect(reminders.getByText(t.reminders.none)).toBeVisible();
      await reminders.getByRole('spinbutton', { name: t.reminders.every_days }).fill('3');
      await reminders.getByRole('spinbutton', { name: t.reminders.times }).fill('2');
      await reminders.getByRole('button', { name: t.reminders.set }).click();
      await expect(reminders.getByRole('button', { name: t.reminders.stop })).toBeVisible();
      await expect(reminders.getByRole('status')).toContainText('admin');
      await capture(page, testInfo, `bulk-reminders-${lang}`);

      // The upload's page leads to the dispatch logs, and each dispatch to its transaction log.
      await page.getByRole('link', { name: t.dispatch_log.open_page }).click();
      await expect(page).toHaveURL(/\/dispatch-logs$/);
      await expect(page.getByRole('heading', { name: t.dispatch_log.title })).toBeVisible();
      await page.getByRole('link', { name: new RegExp(`^${t.dispatch_log.open_transactions}`) }).click();
      await expect(page).toHaveURL(/\/dispatch-logs\/\d+\/transaction-logs$/);
      const logUrl = page.url();
      const table = page.getByRole('table', { name: t.transaction_log.caption });
      await expect(table.getByRole('row')).toHaveCount(3);
      const layla = table.getByRole('row').filter({ hasText: `Layla ${stamp}` });
      await expect(layla.getByText(STATES[lang].created)).toBeVisible();

      // The link arrived at the SMTP sink, and the log says the email was sent.
      const mail = await waitForMail(request, email(1), (m) => /\/pos\/pay\/[0-9a-f-]{36}/.test(m.text));
      const payUrl = /https?:\/\/\S+\/pos\/pay\/([0-9a-f-]{36})/.exec(mail.text);
      expect(payUrl).not.toBeNull();
      const transactionId = payUrl?.[1] ?? '';
      await page.reload();
      await expect(layla.getByText(t.transaction_log.status.sent)).toBeVisible();
      await expect(layla.getByRole('link', { name: new RegExp(t.transaction_log.open) })).toHaveAttribute(
        'href',
        `/${lang}/transactions/${transactionId}`,
      );

      // A resend right after the dispatch is refused in the user's language: it went a moment ago.
      await layla.getByRole('button', { name: new RegExp(`^${t.transaction_log.resend}`) }).click();
      const dialog = page.getByRole('alertdialog', {
        name: t.resend.title.replace('{{row}}', '2'),
      });
      await expect(dialog).toBeVisible();
      await capture(page, testInfo, `bulk-resend-${lang}`);
      await dialog.getByRole('button', { name: t.resend.submit }).click();
      await expect(dialog.getByText(lang === 'ar' ? /انتظر دقيقة/ : /wait a minute/)).toBeVisible();
      await page.keyboard.press('Escape');

      // The customer pays the link on the sandbox gateway, as its pay page does.
      const pay = await request.post(`/api/v1/plugins/pos/transaction/pay/${transactionId}`, {
        headers: { 'idempotency-key': crypto.randomUUID() },
        data: { gateway_code: 'knet' },
      });
      expect(pay.ok(), await pay.text()).toBe(true);
      const { attempt_id: attemptId } = (await pay.json()) as { attempt_id: string };
      await page.goto(`/gateway/sandbox/${attemptId}`);
      await page.locator('button[value=approve]').click();
      await expect(page).toHaveURL(/\/pos\/attempt-detail\//);

      await page.goto(logUrl);
      await expect(layla.getByText(STATES[lang].paid)).toBeVisible();
      await expect(
        layla.getByRole('button', { name: new RegExp(`^${t.transaction_log.resend}`) }),
      ).toHaveCount(0);
      await capture(page, testInfo, `bulk-transaction-log-${lang}`);
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `bulk-transaction-log-${lang}-phone`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
    });
  }
});
