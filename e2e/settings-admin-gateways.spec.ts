import { expect, test } from '@playwright/test';
import arDashboard from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arCommon from '../locales/ar/common.json' with { type: 'json' };
import arGateways from '../locales/ar/gateways-admin.json' with { type: 'json' };
import enDashboard from '../locales/en/common.dashboard.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enGateways from '../locales/en/gateways-admin.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { createRequest } from './support/payments';
import { settled } from './support/staff-invite';

const TEXT = {
  en: { gw: enGateways, common: enCommon, dashboard: enDashboard, name: 'KNET Bank', nameAr: 'كي نت البنك' },
  ar: { gw: arGateways, common: arCommon, dashboard: arDashboard, name: 'KNET Bank', nameAr: 'كي نت البنك' },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

/** A bank's test account, typed into the screen: none of it may show again. */
const ACCOUNT = { id: '70118400', password: 'tp-Pass-8841-secret', key: 'R3s0urceKey16chr' };

test.describe('an owner adds a KNET gateway on its test account', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    test(`adds, reorders, shows Test mode on the pay page, then deletes it (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const { gw, common, dashboard } = TEXT[lang];
      const code = `knet-${lang}-${Date.now() % 1_000_000}`;
      const shownName = lang === 'ar' ? TEXT[lang].nameAr : TEXT[lang].name;
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`/${lang}/admin/gateways`);
      const list = page.getByRole('list', { name: gw.title });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('header').getByText(common.test_mode.label)).toHaveCount(0);

      await page.getByRole('button', { name: gw.new }).click();
      const create = page.getByRole('dialog');
      await settled(create);
      await create.getByLabel(gw.create.adapter).selectOption('knet');
      await create.getByLabel(gw.create.code, { exact: true }).fill(code);
      await create.getByLabel(gw.create.name_en, { exact: true }).fill(TEXT[lang].name);
      await create.getByLabel(gw.create.name_ar, { exact: true }).fill(TEXT[lang].nameAr);
      await create.getByRole('button', { name: gw.create.submit, exact: true }).click();

      const edit = page.getByRole('dialog', { name: fill(gw.form.title, { name: shownName }) });
      await settled(edit);
      await edit.getByLabel(gw.form.fields.tranportal_id).fill(ACCOUNT.id);
      await edit.getByLabel(gw.form.fields.tranportal_password).fill(ACCOUNT.password);
      await edit.getByLabel(gw.form.fields.resource_key).fill(ACCOUNT.key);
      await edit.getByText(gw.form.is_active, { exact: true }).click();
      await expect(edit.getByText(gw.form.live_refused.no_secrets_key)).toBeVisible();
      await capture(page, testInfo, `admin-gateway-dialog-${lang}-1280`);
      await page.setViewportSize({ width: 414, height: 900 });
      await edit.getByText(gw.form.live_refused.no_secrets_key).scrollIntoViewIfNeeded();
      await capture(page, testInfo, `admin-gateway-account-${lang}-414`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await edit.getByRole('button', { name: gw.form.save, exact: true }).click();
      await expect(edit).toBeHidden();

      // Saved: the secrets say "Set" and stay empty when the dialog opens again.
      await page.getByRole('button', { name: fill(gw.item.edit_for, { name: shownName }) }).click();
      const again = page.getByRole('dialog');
      await settled(again);
      await expect(again.getByLabel(gw.form.fields.tranportal_password)).toHaveValue('');
      await expect(again.getByText(gw.form.secret_set, { exact: true })).toHaveCount(2);
      await expect(page.getByText(ACCOUNT.password)).toHaveCount(0);
      await again.getByRole('button', { name: gw.form.cancel, exact: true }).click();
      await expect(again).toBeHidden();

      // Last on the pay page: one step up puts it before cash on delivery.
      const names = () =>
        list.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
      const before = await names();
      expect(before.at(-1)).toBe(shownName);
      await page.getByRole('button', { name: fill(gw.item.up_for, { name: shownName }) }).click();
      await expect(page.getByText(gw.item.moved)).toBeVisible();
      await expect.poll(names).toEqual([...before.slice(0, -2), shownName, before.at(-2)]);
      await expect(page.locator('header').getByText(common.test_mode.label)).toBeVisible();
      await capture(page, testInfo, `admin-gateways-list-${lang}-1280`);
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `admin-gateways-list-${lang}-414`);

      const { id } = await createRequest(request, { pg_codes: ['knet', code] });
      await page.goto(`/${lang}/pos/pay/${id}`);
      const choice = page.getByRole('radiogroup').locator('label', { hasText: shownName });
      await expect(choice.getByText(common.test_mode.label)).toBeVisible();
      await expect(
        page.getByRole('radiogroup').locator('label').filter({ hasText: common.test_mode.label }),
      ).toHaveCount(1);
      await capture(page, testInfo, `pay-test-mode-${lang}-414`);

      // Put back what this test changed: the gateway was never paid with, so it is deleted.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}/admin/gateways`);
      await page.getByRole('button', { name: fill(gw.item.delete_for, { name: shownName }) }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: dashboard.confirm.yes, exact: true }).click();
      await expect(list.getByRole('listitem', { name: shownName })).toHaveCount(0);
      await expect(page.locator('header').getByText(common.test_mode.label)).toHaveCount(0);
    });
  }
});
