import { type APIRequestContext, expect, type Page } from '@playwright/test';
import arAddress from '../../locales/ar/address.json' with { type: 'json' };
import arMenu from '../../locales/ar/food-menu.json' with { type: 'json' };
import arOrder from '../../locales/ar/food-order.json' with { type: 'json' };
import enAddress from '../../locales/en/address.json' with { type: 'json' };
import enMenu from '../../locales/en/food-menu.json' with { type: 'json' };
import enOrder from '../../locales/en/food-order.json' with { type: 'json' };

/** The demo restaurant's names (server/modules/food/demo-data.ts and demo-menu.ts), per language. */
export const DEMO = {
  en: {
    salmiya: 'Salmiya',
    city: 'Kuwait City',
    mixedGrill: 'Mixed Grill',
    family: 'Family',
    spicy: 'Spicy',
    bread: 'Extra bread',
    garlic: 'Garlic sauce',
    machboos: 'Chicken Machboos',
    rice: 'Rice',
    whiteRice: 'White rice',
    chicken: 'Extra chicken',
    karak: 'Karak Tea',
    name: 'Fatima Al-Sabah',
    cateringTrays: 'Catering Trays',
    machboosTray: 'Machboos Tray',
    lamb: 'Lamb',
    hareesTray: 'Harees Tray',
  },
  ar: {
    salmiya: 'السالمية',
    city: 'مدينة الكويت',
    mixedGrill: 'مشاوي مشكلة',
    family: 'عائلي',
    spicy: 'حار',
    bread: 'خبز إضافي',
    garlic: 'صوص ثوم',
    machboos: 'مجبوس دجاج',
    rice: 'الرز',
    whiteRice: 'رز أبيض',
    chicken: 'دجاج إضافي',
    karak: 'شاي كرك',
    name: 'فاطمة الصباح',
    cateringTrays: 'صواني الولائم',
    machboosTray: 'صينية مجبوس',
    lamb: 'لحم',
    hareesTray: 'صينية هريس',
  },
} as const;
// The menu's and the order pages' namespaces share no top-level key, so one object serves both.
export const TEXT = { en: { ...enMenu, ...enOrder }, ar: { ...arMenu, ...arOrder } } as const;

export type Lang = keyof typeof DEMO;

/** "{{count}}" and friends filled in, as i18next would. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A plural message as i18next picks it: `{key}_{Intl plural category}` ("few" for 10 in Arabic). */
export function plural(lang: Lang, forms: Record<string, string>, key: string, count: number) {
  const form = forms[`${key}_${new Intl.PluralRules(lang).select(count)}`] ?? forms[`${key}_other`] ?? '';
  return fill(form, { count });
}

/** The header's cart button, whatever the count. */
export const cartButton = (page: Page, lang: Lang) =>
  page.getByRole('link', {
    name: new RegExp(fill(TEXT[lang].cart.open_other, { count: '\\d+' }).replace(/[()]/g, '\\$&')),
  });

export async function cartCount(page: Page, lang: Lang): Promise<number> {
  const text = (await cartButton(page, lang).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

/** The details page's add button, whatever the price on it. */
export const addButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(TEXT[lang].details.add.split('·')[0]?.trim() ?? '') });

/** Opens a dish, picks its choices and adds it; back on the menu afterwards. */
export async function addDish(
  page: Page,
  lang: Lang,
  dish: string,
  pick: (page: Page) => Promise<void> = async () => {},
) {
  await page.getByRole('link', { name: dish }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible();
  await pick(page);
  await addButton(page, lang).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/new-menu`));
}

/** The customer's name and phone on the checkout's details step. */
export async function fillCustomer(page: Page, lang: Lang) {
  await page.getByLabel(TEXT[lang].checkout.name).fill(DEMO[lang].name);
  await page.getByRole('textbox', { name: TEXT[lang].checkout.phone }).fill('51234567');
}

export const ADDRESS = { en: enAddress, ar: arAddress } as const;

/** The address step filled as a home address, its pin placed on the map and confirmed, then submitted. */
export async function fillHomeAddress(page: Page, lang: Lang) {
  const texts = ADDRESS[lang];
  await page.getByRole('radio', { name: texts.address.presets.home }).check();
  await page.getByRole('textbox', { name: texts.address.block }).fill('4');
  await page.getByRole('textbox', { name: texts.address.street }).fill('12');
  await page.getByRole('textbox', { name: texts.address.house_no }).fill('7');
  await page.getByRole('button', { name: texts.map.tap_to_edit }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.map.got_it }).click();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  // No tiles load on this machine: the pin still moves on the plain background.
  await map.click({ position: { x: 120, y: 80 } });
  await page.getByRole('button', { name: texts.map.confirm }).click();
  await page.getByRole('button', { name: texts.address.submit }).click();
}

/**
 * Picks a delivery type on the menu. Its radios are disabled until the page answers (the server
 * drew them), so this waits for that; they are visually hidden, hence the forced click.
 */
export async function chooseDeliveryType(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await expect(radio).toBeEnabled();
  await radio.click({ force: true });
}

/** The demo menu's first dish and its category (the food-details page's address). */
export async function firstDish(request: APIRequestContext) {
  const body = (await (await request.get('/api/v1/plugins/food_ordering/menu-items')).json()) as
    | { id: number; category_id: number }[]
    | { results: { id: number; category_id: number }[] };
  const dish = (Array.isArray(body) ? body : body.results)[0];
  if (!dish) throw new Error('the demo menu has no dish');
  return { id: dish.id, category: dish.category_id };
}
