import { expect, type Page, test } from '@playwright/test';
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import arText from '../locales/ar/transactions.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import enText from '../locales/en/transactions.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';

const TEXT = {
  en: { list: enText, common: enCommon, paid: enServer['transactions.state.paid'], section: 'Food Ordering' },
  ar: { list: arText, common: arCommon, paid: arServer['transactions.state.paid'], section: 'طلب الطعام' },
} as const;

const LIST = (lang: string) => `/${lang}/food-ordering/transactions`;

/** The id links of the rows on screen (the first column of the default fields). */
const idLinks = (page: Page) =>
  page.getByRole('table').first().locator('tbody tr td a[href*="/transactions/"]');

/** The machine is shared: a first paint after a navigation may take longer than the default wait. */
const LOAD = { timeout: 30_000 };

/** "1–10 of 1,234": the paginator's range line, its total written with the reader's grouping. */
async function total(page: Page): Promise<number> {
  const text = await page
    .getByText(/\d+–\d+/)
    .first()
    .textContent();
  const last = text?.match(/(\d[\d,\u066c]*)\D*$/)?.[1];
  return Number(last?.replace(/[,\u066c]/g, ''));
}

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`staff page, size, search and filter a plugin's transactions (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto(LIST(lang));
    await expect(
      page.getByRole('heading', { level: 1, name: text.list.title.replace('{{section}}', text.section) }),
    ).toBeVisible(LOAD);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('region', { name: text.list.statistics.label })).toContainText(
      text.list.statistics.total_generated,
    );
    await expect(idLinks(page)).toHaveCount(10, LOAD);
    const all = await total(page);
    expect(all).toBeGreaterThan(50);
    await capture(page, testInfo, `transactions-list-${lang}`);

    // Page 2: the URL carries it and the rows move on.
    const firstId = await idLinks(page).first().textContent();
    await page
      .getByRole('navigation', { name: text.common.pagination.label })
      .getByRole('link', { name: text.common.pagination.page.replace('{{page}}', '2'), exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(idLinks(page).first()).not.toHaveText(firstId ?? '');

    // 50 rows per page, back on page 1.
    await page
      .getByRole('radiogroup', { name: text.common.rows_per_page })
      .getByText('50', { exact: true })
      .click();
    await expect(page).toHaveURL(/per_page=50/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(idLinks(page)).toHaveCount(50);
    await page.reload();
    await expect(idLinks(page)).toHaveCount(50, LOAD);

    // Filter by state: every row left is paid.
    await page.getByRole('button', { name: text.common.filters.button }).click();
    const states = page.getByRole('group', { name: text.list.filters.states });
    await states.getByText(text.paid, { exact: true }).click();
    await page.getByRole('button', { name: text.list.filters.apply }).click();
    await expect(page).toHaveURL(/state=/);
    await expect(page.getByRole('button', { name: new RegExp(text.common.filters.button) })).toContainText(
      '1',
    );
    const badges = page.getByRole('table').first().locator('tbody tr td:nth-child(4)');
    await expect(badges.first()).toHaveText(text.paid);
    for (const badge of await badges.all()) await expect(badge).toHaveText(text.paid);
    expect(await total(page)).toBeLessThan(all);

    // Search by a row's id: that one row is left, 500 ms after typing stops.
    const full = await idLinks(page).nth(3).getAttribute('title');
    await page.getByRole('searchbox', { name: text.list.search.label }).fill(full?.slice(0, 8) ?? '');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(idLinks(page)).toHaveCount(1);
    await expect(idLinks(page).first()).toHaveAttribute('title', full ?? '');
    await capture(page, testInfo, `transactions-filtered-${lang}`);

    // The row id opens its detail under the same path.
    await idLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${LIST(lang)}/${full}$`));
  });

  test(`the deleted list and the all-plugins list open (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/food-ordering/deleted-transactions`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: text.list.deleted_title.replace('{{section}}', text.section),
      }),
    ).toBeVisible(LOAD);
    await expect(page.getByRole('region', { name: text.list.statistics.label })).toHaveCount(0);
    await expect(page.getByRole('table').or(page.getByText(text.list.empty, { exact: true }))).toBeVisible();
    await capture(page, testInfo, `transactions-deleted-${lang}`);

    await page.goto(`/${lang}/transactions`);
    await expect(page.getByRole('heading', { level: 1, name: text.list.all_title })).toBeVisible(LOAD);
    await expect(idLinks(page).first()).toBeVisible(LOAD);
    await expect(idLinks(page).first()).toHaveAttribute('href', new RegExp(`^/${lang}/transactions/`));
  });
}

test('a section that is no plugin shows the not-found page', async ({ page }) => {
  await page.goto('/en/no-such-plugin/transactions');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(LOAD);
});
