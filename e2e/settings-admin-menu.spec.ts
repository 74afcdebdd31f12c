import { expect, type Page, type TestInfo, test } from '@playwright/test';
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arMenuAdmin from '../locales/ar/menu-admin.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enMenuAdmin from '../locales/en/menu-admin.json' with { type: 'json' };
import type { AdminDish, AdminDishPage, DishRequest } from '../src/domain/contracts/menu-admin';
import { ADMIN_STATE, capture, storedTokens } from './fixtures';
import { cartButton, chooseDeliveryType, DEMO, firstDish, TEXT } from './support/food-menu';
import { settled } from './support/staff-invite';

const ADMIN_TEXT = {
  en: { menu: enMenuAdmin, dashboard: enDashboard },
  ar: { menu: arMenuAdmin, dashboard: arDashboard },
} as const;

const PAGES = ['categories', 'dishes', 'branches', 'delivery-areas', 'banners', 'settings'] as const;

/** Each of the menu's management pages, looked at in both widths. */
async function captureAll(page: Page, testInfo: TestInfo, lang: 'en' | 'ar') {
  for (const width of [1280, 414]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of PAGES) {
      await page.goto(`/${lang}/admin/menu/${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(ADMIN_TEXT[lang].menu.states.loading)).toHaveCount(0);
      await capture(page, testInfo, `menu-admin-${name}-${lang}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('staff put a new dish on the menu and a customer orders it', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`a category, a dish with two sizes and an option group, ordered with cash, seen in the kitchen (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { menu: text, dashboard } = ADMIN_TEXT[lang];
      const t = TEXT[lang];
      const stamp = Date.now();
      const category = lang === 'en' ? `Specials ${stamp}` : `أطباق خاصة ${stamp}`;
      const dish = lang === 'en' ? `Saffron Machboos ${stamp}` : `مجبوس بالزعفران ${stamp}`;
      const customer = lang === 'en' ? `Menu guest ${stamp}` : `ضيف القائمة ${stamp}`;

      await page.goto(`/${lang}/admin/staff`);
      await page
        .getByRole('navigation', { name: dashboard.admin_nav.label })
        .getByRole('link', { name: dashboard.admin_nav.menu_categories })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: text.categories.title })).toBeVisible();
      await page.getByRole('button', { name: text.categories.add }).click();
      let dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByLabel(text.form.name_en, { exact: true }).fill(`Specials ${stamp}`);
      await dialog.getByLabel(text.form.name_ar, { exact: true }).fill(`أطباق خاصة ${stamp}`);
      await dialog.getByRole('button', { name: text.categories.add }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: text.categories.title }).getByText(category)).toBeVisible();

      await page.goto(`/${lang}/admin/menu/dishes`);
      await page.getByRole('button', { name: text.dishes.add }).click();
      dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByLabel(text.dishes.category).selectOption({ label: category });
      await dialog.getByLabel(text.form.name_en, { exact: true }).fill(`Saffron Machboos ${stamp}`);
      await dialog.getByLabel(text.form.name_ar, { exact: true }).fill(`مجبوس بالزعفران ${stamp}`);
      await dialog.getByLabel(text.form.price_in.replace('{{currency}}', 'KWD')).fill('3.500');
      const entry = (noun: string, n: number, field: string) =>
        dialog.getByRole('textbox', { name: `${noun.replace('{{n}}', String(n))}: ${field}`, exact: true });
      for (const [n, en, ar, price] of [
        [1, 'Half', 'نصف', '3.500'],
        [2, 'Full', 'كامل', '6'],
      ] as const) {
        await dialog.getByRole('button', { name: text.entries.add_size }).click();
        await entry(text.entries.size_n, n, text.form.name_en).fill(en);
        await entry(text.entries.size_n, n, text.form.name_ar).fill(ar);
        await entry(text.entries.size_n, n, text.form.price).fill(price);
      }
      await dialog.getByRole('button', { name: text.entries.add_group }).click();
      const group = dialog.getByRole('group', { name: text.entries.group_n.replace('{{n}}', '1') });
      await group.getByLabel(text.form.group_en).fill('Rice');
      await group.getByLabel(text.form.group_ar).fill('الأرز');
      await group.getByText(text.entries.required).click();
      await entry(text.entries.choice_n, 1, text.form.name_en).fill('Saffron rice');
      await entry(text.entries.choice_n, 1, text.form.name_ar).fill('أرز بالزعفران');
      await entry(text.entries.choice_n, 1, text.form.price).fill('0');
      await capture(page, testInfo, `menu-admin-dish-dialog-${lang}`);
      await dialog.getByRole('button', { name: text.dishes.add }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: text.dishes.title }).getByText(dish)).toBeVisible();

      await captureAll(page, testInfo, lang);

      // A customer picks it up from a branch, with the larger size and the rice, and pays cash.
      await page.goto(`/${lang}/new-menu`);
      await chooseDeliveryType(page, t.type.pickup);
      await page.getByLabel(t.settings.branch).selectOption({ label: DEMO[lang].city });
      await page.getByRole('link', { name: dish }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible();
      await page.getByRole('radio', { name: lang === 'en' ? 'Full' : 'كامل' }).check();
      await page.getByRole('radio', { name: lang === 'en' ? 'Saffron rice' : 'أرز بالزعفران' }).check();
      await page.getByRole('button', { name: new RegExp(t.details.add.split('·')[0]?.trim() ?? '') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/new-menu`));
      await cartButton(page, lang).click();
      await expect(page.locator('dl').getByText('6.000 KWD').first()).toBeVisible();
      await page.getByRole('link', { name: t.summary.checkout }).click();
      await page.getByLabel(t.checkout.name).fill(customer);
      await page.getByRole('textbox', { name: t.checkout.phone }).fill('51234567');
      await page.getByRole('radio', { name: /Cash on delivery|الدفع عند الاستلام/ }).check();
      await page.getByRole('button', { name: t.checkout.place_order }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/order-confirmation/\\d+\\?token=`));

      // The kitchen sees the order.
      await page.goto(`/${lang}/food-ordering/orders`);
      await expect(page.getByRole('row').filter({ hasText: customer })).toBeVisible();

      // Other specs read the demo menu: what this one added goes off it again.
      const { access } = await storedTokens(page);
      const headers = { Authorization: `Bearer ${access}` };
      const found = await request.get(`/api/v1/admin/menu/items?search=${stamp}`, { headers });
      const created = ((await found.json()) as AdminDishPage).results[0];
      expect(created).toBeDefined();
      const off = await request.patch(`/api/v1/admin/menu/items/${created?.id}`, {
        headers,
        data: { available: false },
      });
      expect(off.status()).toBe(200);
      const hidden = await request.patch(`/api/v1/admin/menu/categories/${created?.category_id}`, {
        headers,
        data: { is_active: false },
      });
      expect(hidden.status()).toBe(200);
    });
  }
});

/** The demo's delivery areas (server/modules/food/demo-data.ts): Hawally is served by Salmiya, Jabriya by Kuwait City. */
const AREAS = {
  en: { hawally: 'Hawally', jabriya: 'Jabriya' },
  ar: { hawally: 'حولي', jabriya: 'الجابرية' },
};

test.describe("a dish staff take off at one branch leaves that branch's menu", () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`ticked off at Salmiya in the dish's branches, it is not offered there but is at Kuwait City (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { menu: text } = ADMIN_TEXT[lang];
      const t = TEXT[lang];
      const stamp = Date.now();
      const dish = lang === 'en' ? `Harbour Kebab ${stamp}` : `كباب الميناء ${stamp}`;
      await page.goto(`/${lang}/admin/menu/dishes`);
      const { access } = await storedTokens(page);
      const headers = { Authorization: `Bearer ${access}` };
      const body: DishRequest = {
        category_id: (await firstDish(request)).category,
        sku: '',
        name_en: `Harbour Kebab ${stamp}`,
        name_ar: `كباب الميناء ${stamp}`,
        description_en: '',
        description_ar: '',
        images: [],
        price: '2.250',
        discounted_price: null,
        sizes: [],
        options: [],
        add_ons: [],
        branch_ids_off: [],
        promoted_for: [],
        available: true,
        position: 0,
      };
      const created = await request.post('/api/v1/admin/menu/items', { headers, data: body });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as AdminDish;

      // Staff untick Salmiya among the branches that sell it.
      await page.getByLabel(text.dishes.search).fill(String(stamp));
      await page.getByRole('button', { name: text.actions.edit_named.replace('{{name}}', dish) }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      const branches = dialog.getByRole('group', { name: text.dishes.sections.branches });
      await branches.getByText(DEMO[lang].salmiya, { exact: true }).click();
      await expect(branches.getByRole('checkbox', { name: DEMO[lang].salmiya })).not.toBeChecked();
      await expect(branches.getByRole('checkbox', { name: DEMO[lang].city })).toBeChecked();
      await capture(page, testInfo, `menu-admin-dish-branches-${lang}`);
      await dialog.getByRole('button', { name: text.form.save }).click();
      await expect(dialog).toBeHidden();

      // The customer's menu lists the dishes of the branch that will make the order.
      await page.setViewportSize({ width: 414, height: 900 });
      await page.goto(`/${lang}/new-menu`);
      const dishes = page.getByRole('list', { name: t.items });
      const pick = async (field: string, label: string, listed: boolean) => {
        const answered = page.waitForResponse((res) =>
          /\/menu-items\?.*(branch|delivery_area)=/.test(res.url()),
        );
        await page.getByLabel(field).selectOption({ label });
        await answered;
        await expect(dishes).toContainText(DEMO[lang].mixedGrill);
        if (listed) await expect(dishes.getByRole('link', { name: dish })).toBeVisible();
        else await expect(dishes).not.toContainText(dish);
      };
      await chooseDeliveryType(page, t.type.pickup);
      await pick(t.settings.branch, DEMO[lang].salmiya, false);
      await capture(page, testInfo, `menu-branch-salmiya-${lang}-414`);
      await pick(t.settings.branch, DEMO[lang].city, true);
      await capture(page, testInfo, `menu-branch-city-${lang}-414`);
      await chooseDeliveryType(page, t.type.delivery);
      await pick(t.settings.area, AREAS[lang].hawally, false);
      await pick(t.settings.area, AREAS[lang].jabriya, true);

      // Other specs read the demo menu: the dish leaves it (one taken off is still listed, unavailable).
      const gone = await request.delete(`/api/v1/admin/menu/items/${id}`, { headers });
      expect(gone.ok()).toBe(true);
    });
  }
});
