import { expect, type Page } from '@playwright/test';
import ar from '../../locales/ar/catalogue.json' with { type: 'json' };
import arCheckout from '../../locales/ar/catalogue-checkout.json' with { type: 'json' };
import en from '../../locales/en/catalogue.json' with { type: 'json' };
import enCheckout from '../../locales/en/catalogue-checkout.json' with { type: 'json' };

/** The shop's strings (the checkout's are a file of their own), as the pages show them. */
export const SHOP_TEXT = { en: { ...en, ...enCheckout }, ar: { ...ar, ...arCheckout } } as const;

/** Demo shop products (server/modules/catalogue/demo-shop.ts) by their name in each language. */
export const SHOP_DEMO = {
  en: {
    thermos: 'Coffee thermos',
    rose: 'Taif rose attar',
    saffron: 'Saffron eau de parfum',
    amber: 'Amber mukhallat',
    royalOud: 'Royal oud oil',
    ajwa: 'Ajwa dates, 1 kg',
    dates: 'Dates and sweets',
    oud: 'oud',
    bakhoor: 'Majlis bakhoor',
    salmiya: 'Salmiya store',
    city: 'Kuwait City store',
  },
  ar: {
    thermos: 'ترمس قهوة',
    rose: 'عطر ورد طائفي',
    saffron: 'عطر الزعفران',
    amber: 'مخلط عنبر',
    royalOud: 'دهن عود ملكي',
    ajwa: 'تمر عجوة، ١ كغ',
    dates: 'تمور وحلويات',
    oud: 'عود',
    bakhoor: 'بخور المجلس',
    salmiya: 'متجر السالمية',
    city: 'متجر مدينة الكويت',
  },
} as const;

/** A product card in the list: a link named by all it shows, starting with the product's name. */
export const productCard = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** The header's cart button, its badge showing the count of units. */
export const cartButton = (page: Page) => page.getByRole('banner').getByRole('link').last();

/**
 * Adds from a product page (its button drawn disabled until the scripts have run) and waits for
 * the header's count, which changes once the cart is stored.
 */
export async function addToCart(page: Page, lang: 'en' | 'ar', count: number) {
  const button = page.getByRole('button', { name: SHOP_TEXT[lang].detail.add });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(cartButton(page)).toHaveText(new RegExp(`${count}\\D*$`));
}

/** A stepper button's name, as the cart page gives it to a line. */
export const stepperButton = (lang: 'en' | 'ar', which: 'less' | 'more', name: string) =>
  SHOP_TEXT[lang].stepper[which].replace(
    '{{label}}',
    SHOP_TEXT[lang].cart.quantity_of.replace('{{name}}', name),
  );
