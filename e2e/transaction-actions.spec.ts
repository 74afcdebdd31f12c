import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Paginated } from '../src/domain/contracts/common';
import type { TransactionRow } from '../src/domain/contracts/transactions';
import { ADMIN, ADMIN_STATE, capture } from './fixtures';

test.use({ storageState: ADMIN_STATE });
// Pages and exports share two cores with other suites: give each wait room.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

/** What the staff member reads, per language; the texts are the locales' own. */
const TEXT = {
  en: {
    copy: 'Copy the payment URL',
    copied: 'Copied to clipboard',
    refund: 'Refund',
    amount: 'Amount (KWD)',
    sure: 'Are you sure?',
    yes: 'Yes',
    refunded: 'Refunded Successfully',
    refundKind: 'Refund',
    delete: 'Delete',
    restore: 'Restore',
    shown: 'Shown: Description',
    save: 'Save',
    applied: 'Applied successfully',
    description: 'Description',
    export: 'Export',
    format: 'File format',
    language: 'Language',
    download: 'Download',
    transactionId: 'Transaction ID',
  },
  ar: {
    copy: 'نسخ رابط الدفع',
    copied: 'تم النسخ إلى الحافظة',
    refund: 'استرداد',
    amount: 'المبلغ (KWD)',
    sure: 'هل أنت متأكد؟',
    yes: 'نعم',
    refunded: 'تم الاسترداد بنجاح',
    refundKind: 'استرداد',
    delete: 'حذف',
    restore: 'استعادة',
    shown: 'ظاهر: Description',
    save: 'حفظ',
    applied: 'تم التطبيق بنجاح',
    description: 'الوصف',
    export: 'تصدير',
    format: 'صيغة الملف',
    language: 'اللغة',
    download: 'تنزيل',
    transactionId: 'رقم المعاملة',
  },
} as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** Paid KWD transactions of the seeded demo history that can still be refunded. */
async function refundablePaid(
  request: APIRequestContext,
  plugin: 'payment_request' | 'customer_payment',
  skip: number,
): Promise<TransactionRow> {
  const response = await request.get(
    `/api/v1/plugins/${plugin}/transaction?state=paid&currency_code=KWD&limit=50`,
    { headers: { Authorization: `Bearer ${await adminToken(request)}` } },
  );
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()) as Paginated<TransactionRow>).results.filter((row) =>
    row.actions.some((action) => action.value === 'refund' && Number(action.available_amount) >= 2),
  );
  const row = rows[skip];
  if (!row) throw new Error('the demo history has too few refundable paid KWD transactions');
  return row;
}

/** The visible toast with this text (the toast region keeps old ones while they fade). */
const toast = (page: Page, text: string) => page.getByRole('region').getByText(text, { exact: true }).first();

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const text = TEXT[lang];

  test(`copy the payment URL and refund part of a paid transaction (${lang})`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const row = await refundablePaid(request, 'payment_request', index);
    await page.goto(`/${lang}/payment-request/transactions/${row.id}`);
    await expect(page.getByText(row.id, { exact: true })).toBeVisible(slow);

    await page.getByRole('button', { name: text.copy }).click();
    await expect(toast(page, text.copied)).toBeVisible(slow);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/pos/pay/${row.id}$`));
    await capture(page, testInfo, `transaction-detail-${lang}`);

    await page.getByRole('button', { name: text.refund, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: text.amount }).fill('1.250');
    await dialog.getByRole('button', { name: text.refund, exact: true }).click();
    await expect(dialog.getByText(text.sure)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: text.amount })).toHaveAttribute('readonly', '');
    await capture(page, testInfo, `refund-dialog-${lang}`);
    await dialog.getByRole('button', { name: text.yes }).click();

    await expect(toast(page, text.refunded)).toBeVisible(slow);
    await expect(dialog).toBeHidden();
    const children = page.getByRole('region', {
      name: lang === 'en' ? 'Child transactions' : 'المعاملات الفرعية',
    });
    await expect(
      children.getByRole('row').filter({ hasText: text.refundKind }).filter({ hasText: '1.250' }),
    ).toHaveCount(1);
  });

  test(`delete a transaction, find it under deleted transactions and restore it (${lang})`, async ({
    page,
    request,
  }) => {
    const row = await refundablePaid(request, 'customer_payment', index);
    await page.goto(`/${lang}/customer-payment/transactions/${row.id}`);
    await page.getByRole('button', { name: text.delete, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.yes }).click();

    await expect(page).toHaveURL(
      new RegExp(`/${lang}/customer-payment/deleted-transactions/${row.id}$`),
      slow,
    );
    await page.goto(`/${lang}/customer-payment/deleted-transactions`);
    await expect(page.locator(`a[href$="/deleted-transactions/${row.id}"]`).first()).toBeVisible(slow);

    await page.locator(`a[href$="/deleted-transactions/${row.id}"]`).first().click();
    await page.getByRole('button', { name: text.restore, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/customer-payment/transactions/${row.id}$`), slow);
    await expect(page.getByText(row.id, { exact: true })).toBeVisible(slow);
  });

  test(`hide a column in table headers and see the list change (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/${lang}/event/transactions`);
    const description = page.getByRole('columnheader', { name: text.description, exact: true });
    await expect(description).toBeVisible(slow);

    await page.goto(`/${lang}/event/table-headers`);
    const shown = page.getByRole('checkbox', { name: text.shown });
    await expect(shown).toBeChecked(slow);
    await capture(page, testInfo, `table-headers-${lang}`);
    // By keyboard, as a screen-reader user toggles it.
    await shown.focus();
    await page.keyboard.press('Space');
    await expect(shown).not.toBeChecked();
    await page.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.applied)).toBeVisible(slow);

    await page.goto(`/${lang}/event/transactions`);
    await expect(page.getByRole('columnheader', { name: text.transactionId, exact: true })).toBeVisible(slow);
    await expect(description).toHaveCount(0);

    // Put it back so the other language's run starts from the default columns.
    await page.goto(`/${lang}/event/table-headers`);
    const again = page.getByRole('checkbox', { name: text.shown });
    await again.focus();
    await page.keyboard.press('Space');
    await expect(again).toBeChecked();
    await page.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.applied)).toBeVisible(slow);
  });

  test(`export CSV and Excel and open the files (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/customer-payment/transactions?state=paid`);
    await expect(page.getByRole('columnheader', { name: text.transactionId, exact: true })).toBeVisible(slow);

    const files: Record<'csv' | 'xlsx', string> = { csv: '', xlsx: '' };
    for (const format of ['csv', 'xlsx'] as const) {
      await page.getByRole('button', { name: text.export, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: text.format }).selectOption(format);
      await dialog.getByRole('combobox', { name: text.language }).selectOption(lang);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: text.download, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^transactions-customer_payment-.*\\.${format}$`));
      files[format] = await file.path();
      await expect(dialog).toBeHidden(slow);
    }

    const lines = readFileSync(files.csv, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const header = lines[0]?.split(',') ?? [];
    expect(header[0]).toBe(text.transactionId);
    expect(lines.length).toBeGreaterThan(1);
    const firstId = lines[1]?.split(',')[0];
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(files.xlsx);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe(text.transactionId);
    expect(sheet?.getRow(2).getCell(1).value).toBe(firstId);
    // Same rows in both files: the header plus one line per paid transaction.
    expect(sheet?.actualRowCount).toBe(lines.length);
  });
}
