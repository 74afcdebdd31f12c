import type { ProductUploadError } from '../../../src/domain/contracts/kitchen.ts';
import { isMediaUrl } from '../../../src/domain/images.ts';
import { parseAmount } from '../../../src/domain/money.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { SheetRow } from '../../lib/sheet-file.ts';

export const REQUIRED_COLUMNS = ['name_en', 'name_ar', 'category', 'price'] as const;
/** The dish's stable key: a row with a known sku changes that dish, a blank one creates a dish. */
export const SKU_COLUMN = 'sku';
export const OPTIONAL_COLUMNS = [
  'description_en',
  'description_ar',
  'discounted_price',
  'image_url',
  'available',
] as const;
export const MAX_PRODUCT_ROWS = 2000;

const NAME_MAX = 150;
const SKU = /^[A-Za-z0-9._-]{1,64}$/;
const DESCRIPTION_MAX = 2000;
const YES = ['1', 'true', 'yes', 'y', 'نعم'];
const NO = ['0', 'false', 'no', 'n', 'لا'];

export interface ProductInsert {
  /** Blank: the table gives the new dish DISH-{id}. */
  sku: string;
  merchant_id: number;
  category_id: number;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  price_minor: number;
  discounted_price_minor: number | null;
  images: string;
  available: boolean;
}

interface Category {
  id: number;
  name_en: string;
  name_ar: string;
}

/** A category by its id or its English or Arabic name (case and spacing ignored). */
function categoryFinder(categories: Category[]) {
  const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
  const byName = new Map<string, number>();
  for (const category of categories) {
    byName.set(key(category.name_en), category.id);
    byName.set(key(category.name_ar), category.id);
  }
  const ids = new Set(categories.map((category) => category.id));
  return (value: string): number | undefined => {
    if (/^\d+$/.test(value) && ids.has(Number(value))) return Number(value);
    return byName.get(key(value));
  };
}

/** A checked row: the dish it describes, or its problems. */
export interface CheckedRow {
  row: number;
  sku: string;
  product: ProductInsert | null;
  errors: ProductUploadError[];
}

/**
 * Checks every row and reports every problem (row, column, message in the reader's language),
 * so a merchant fixes the whole file at once. A sku written twice in the file (any case)
 * refuses both rows: which of them should win is the merchant's to say.
 */
export function checkProductRows(
  categories: Category[],
  merchantId: number,
  currency: string,
  rows: SheetRow[],
  lang: Lang,
): CheckedRow[] {
  const findCategory = categoryFinder(categories);
  const skuCount = new Map<string, number>();
  for (const { values } of rows) {
    const sku = (values[SKU_COLUMN] ?? '').toLowerCase();
    if (sku) skuCount.set(sku, (skuCount.get(sku) ?? 0) + 1);
  }

  return rows.map(({ row, values }) => {
    const errors: ProductUploadError[] = [];
    const fail = (field: string, key: string, vars = {}) =>
      errors.push({ row, field, message: translate(lang, key, vars) });
    const sku = values[SKU_COLUMN] ?? '';
    if (sku && !SKU.test(sku)) fail(SKU_COLUMN, 'menu_ops.upload_sku_invalid');
    else if ((skuCount.get(sku.toLowerCase()) ?? 0) > 1)
      fail(SKU_COLUMN, 'menu_ops.upload_sku_repeated', { sku });
    const text = (field: string, max: number, required: boolean) => {
      const value = values[field] ?? '';
      if (required && !value) fail(field, 'errors.required');
      else if (value.length > max) fail(field, 'errors.max_length', { count: max });
      return value;
    };
    const money = (field: string) => {
      const parsed = parseAmount(values[field] ?? '', currency);
      if (parsed.ok) return parsed.minor;
      fail(
        field,
        parsed.error.key === 'too_many_decimals' ? 'amount.too_many_decimals' : 'amount.not_positive',
        {
          decimals: 'decimals' in parsed.error ? parsed.error.decimals : 0,
        },
      );
      return null;
    };

    const nameEn = text('name_en', NAME_MAX, true);
    const nameAr = text('name_ar', NAME_MAX, true);
    const descriptionEn = text('description_en', DESCRIPTION_MAX, false);
    const descriptionAr = text('description_ar', DESCRIPTION_MAX, false);
    const categoryText = values.category ?? '';
    const categoryId = categoryText ? findCategory(categoryText) : undefined;
    if (!categoryText) fail('category', 'errors.required');
    else if (categoryId === undefined)
      fail('category', 'kitchen.upload.unknown_category', { category: categoryText });
    if (!values.price) fail('price', 'errors.required');
    const price = values.price ? money('price') : null;
    const discounted = values.discounted_price ? money('discounted_price') : null;
    if (price !== null && discounted !== null && discounted > price) {
      fail('discounted_price', 'kitchen.upload.discount_above_price');
    }
    const image = values.image_url ?? '';
    // Only the image pipeline's own addresses: it resized and checked them (issue 23).
    if (image && !isMediaUrl(image)) fail('image_url', 'menu_ops.upload_image_not_media');
    const availableText = (values.available ?? '').toLowerCase();
    const available = availableText === '' || YES.includes(availableText);
    if (availableText && !YES.includes(availableText) && !NO.includes(availableText)) {
      fail('available', 'kitchen.upload.invalid_boolean');
    }
    if (errors.length > 0 || categoryId === undefined || price === null) {
      return { row, sku, product: null, errors };
    }
    const product: ProductInsert = {
      sku,
      merchant_id: merchantId,
      category_id: categoryId,
      name_en: nameEn,
      name_ar: nameAr,
      description_en: descriptionEn,
      description_ar: descriptionAr,
      price_minor: price,
      discounted_price_minor: discounted,
      images: JSON.stringify(image ? [image] : []),
      available,
    };
    return { row, sku, product, errors };
  });
}
