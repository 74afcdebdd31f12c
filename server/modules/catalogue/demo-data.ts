import type { Db } from '../../db/database.ts';
import type { CatalogueRequiredFieldJson } from '../../db/tables-catalogue.ts';
import { DEMO_SHOP, demoProductImage } from './demo-shop.ts';

const ENGRAVING: CatalogueRequiredFieldJson = {
  name: 'engraving',
  label_en: 'Engraving text',
  label_ar: 'نص النقش',
};
const DAY_MS = 86_400_000;

/** A Kuwaiti gift shop: thirty products in three categories, two stores and two banners. */
export async function seedDemoCatalogue(trx: Db, merchantId: number, now = new Date()): Promise<void> {
  await trx
    .insertInto('catalogue_config')
    .values({
      merchant_id: merchantId,
      title_en: 'Dar Al Hadaya',
      title_ar: 'دار الهدايا',
      terms_en: 'Orders are prepared within two working days. Collected orders wait seven days at the store.',
      terms_ar: 'تُجهّز الطلبات خلال يومي عمل. تنتظر الطلبات في المتجر سبعة أيام.',
    })
    .execute();
  const categories = await trx
    .insertInto('catalogue_categories')
    .values(
      DEMO_SHOP.map((category, position) => ({
        merchant_id: merchantId,
        slug: category.slug,
        name_en: category.name[0],
        name_ar: category.name[1],
        position,
      })),
    )
    .returning('id')
    .execute();
  // One product a day back from now, so "newest" has one order every time.
  const all = DEMO_SHOP.flatMap((category, index) =>
    category.products.map((product) => ({ product, categoryId: categories[index]?.id ?? null })),
  );
  const products = await trx
    .insertInto('catalogue_products')
    .values(
      all.map(({ product, categoryId }, index) => ({
        merchant_id: merchantId,
        slug: product.slug,
        category_id: categoryId,
        name_en: product.name[0],
        name_ar: product.name[1],
        description_en: product.description[0],
        description_ar: product.description[1],
        price_minor: product.price,
        discounted_price_minor: product.discounted ?? null,
        images: JSON.stringify([demoProductImage(product.slug)]),
        inventory: product.inventory ?? null,
        required_fields: JSON.stringify(product.engraving ? [ENGRAVING] : []),
        created_at: new Date(now.getTime() - (all.length - index) * DAY_MS),
      })),
    )
    .returning(['id', 'category_id', 'slug'])
    .execute();
  const storeStock = new Map(all.map(({ product }) => [product.slug, product.storeStock]));
  const stores = await trx
    .insertInto('catalogue_stores')
    .values([
      {
        merchant_id: merchantId,
        name_en: 'Salmiya store',
        name_ar: 'متجر السالمية',
        address_en: 'Salem Al Mubarak Street, Salmiya',
        address_ar: 'شارع سالم المبارك، السالمية',
        phone: '+96522250000',
      },
      {
        merchant_id: merchantId,
        name_en: 'Kuwait City store',
        name_ar: 'متجر مدينة الكويت',
        address_en: 'Fahad Al Salem Street, Kuwait City',
        address_ar: 'شارع فهد السالم، مدينة الكويت',
        phone: '+96522460000',
      },
    ])
    .returning('id')
    .execute();
  const [salmiya, city] = stores.map((store) => store.id);
  // Salmiya holds everything; the city store only perfumes and coffee. A few products are
  // counted per store, one of them sold out in Salmiya only.
  const holdings = products.flatMap((product) => {
    const [atSalmiya, atCity] = storeStock.get(product.slug) ?? [null, null];
    return [
      ...(salmiya ? [{ product_id: product.id, store_id: salmiya, inventory: atSalmiya }] : []),
      ...(city && product.category_id !== categories[1]?.id
        ? [{ product_id: product.id, store_id: city, inventory: atCity }]
        : []),
    ];
  });
  await trx.insertInto('catalogue_product_stores').values(holdings).execute();
  await trx
    .insertInto('catalogue_banners')
    .values([
      {
        merchant_id: merchantId,
        image_url: '/demo/catalogue/banner-1.svg',
        title_en: 'Oud season',
        title_ar: 'موسم العود',
        position: 0,
      },
      {
        merchant_id: merchantId,
        image_url: '/demo/catalogue/banner-2.svg',
        title_en: 'Dates for Ramadan',
        title_ar: 'تمور رمضان',
        position: 1,
      },
    ])
    .execute();
}
