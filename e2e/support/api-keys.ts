import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import arApiKeys from '../../locales/ar/api-keys.json' with { type: 'json' };
import arCommon from '../../locales/ar/common.dashboard.json' with { type: 'json' };
import enApiKeys from '../../locales/en/api-keys.json' with { type: 'json' };
import enCommon from '../../locales/en/common.dashboard.json' with { type: 'json' };
import type { ApiKeyPage } from '../../src/domain/contracts/api-keys';
import { adminToken } from './payments';
import { fill, settled } from './staff-invite';

const TEXT = {
  en: { keys: enApiKeys, shownOnce: enCommon.shown_once },
  ar: { keys: arApiKeys, shownOnce: arCommon.shown_once },
} as const;

/**
 * Creates a key on the API keys page (already open) and copies it from the "shown once" dialog,
 * the way an owner hands it to a shop. `whileShown` runs with the dialog open (a screenshot).
 */
export async function createKeyInUi(
  page: Page,
  lang: 'en' | 'ar',
  name: string,
  whileShown?: (dialog: Locator) => Promise<void>,
): Promise<string> {
  const { keys: text, shownOnce } = TEXT[lang];
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: text.new }).click();
  const form = page.getByRole('dialog', { name: text.create.title });
  await form.getByRole('textbox', { name: text.create.name }).fill(name);
  await form.getByRole('combobox', { name: text.create.plugin }).selectOption('e_commerce');
  await form.getByRole('button', { name: text.create.submit }).click();

  const shown = page.getByRole('alertdialog', { name: text.secret.created_title });
  await expect(shown.getByText(shownOnce.warning)).toBeVisible();
  await settled(shown);
  await whileShown?.(shown);
  await shown.getByRole('button', { name: fill(shownOnce.copy_named, { what: text.secret.key }) }).click();
  await expect(page.getByText(shownOnce.copied)).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^gpk_[0-9a-f]{12}_/);
  await expect(shown.getByText(key)).toBeVisible();
  await shown.getByRole('button', { name: shownOnce.done }).click();
  await expect(shown).toBeHidden();
  return key;
}

/** A shop's server creating a transaction with its key, as the README's integration does. */
export const createShopTransaction = (
  request: APIRequestContext,
  key: string,
  data: Record<string, unknown> = {},
) =>
  request.post('/api/v1/plugins/e_commerce/transaction', {
    headers: { Authorization: `Api-Key ${key}` },
    data: { amount: '7.250', currency_code: 'KWD', pg_codes: ['knet'], customer_name: 'Noura', ...data },
  });

/** Puts back what a spec added: keys are merchant-wide, and a live one left behind is a live secret. */
export async function revokeKeysNamed(request: APIRequestContext, name: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = (await (
    await request.get('/api/v1/admin/api-keys?limit=100', { headers })
  ).json()) as ApiKeyPage;
  for (const key of list.results.filter((row) => row.name === name && row.state !== 'revoked'))
    await request.post(`/api/v1/admin/api-keys/${key.id}/revoke`, { headers });
}
