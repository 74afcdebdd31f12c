import * as yup from 'yup';
import {
  discountBelowPrice,
  FIELD_NAME_PATTERN,
  MAX_INVENTORY,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  SLUG_PATTERN,
  slugFrom,
} from '@/domain/catalogue-admin-rules';
import type { AdminProduct, AdminRequiredField, ProductRequest } from '@/domain/contracts/catalogue-admin';
import { parseAmount } from '@/domain/money';
import type { TFunction } from '@/lib/i18n-runtime';

export interface ProductValues {
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  price: string;
  /** Empty: no discount. */
  discounted_price: string;
  images: string[];
  /** Off: the shop does not count stock (unlimited). */
  track_inventory: boolean;
  inventory: string;
  /** Counted, at each store apart: `store_inventory` then holds the units, by `storeKey`. */
  per_store: boolean;
  store_inventory: Record<string, string>;
  is_active: boolean;
  required_fields: AdminRequiredField[];
  /** Empty: no category. */
  category_id: string;
  store_ids: number[];
}

export const SERVER_FIELDS = [
  'slug',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'price',
  'discounted_price',
  'images',
  'inventory',
  'required_fields',
  'category_id',
  'store_ids',
] as const;

/** A store's entry in `store_inventory` (a letter first, so the form keeps an object, not an array). */
export const storeKey = (storeId: number) => `s${storeId}`;

const isCount = (value: string | undefined) => /^\d+$/.test(value ?? '') && Number(value) <= MAX_INVENTORY;

const isAmount = (value: string | undefined, currency: string) => parseAmount(value ?? '', currency).ok;

/** The product form, with the rules the server applies too (src/domain/catalogue-admin-rules.ts). */
export const productSchema = (t: TFunction, currency: string) => {
  const required = yup.string().trim().required(t('form.required')).max(PRODUCT_NAME_MAX_LENGTH);
  const label = yup.string().trim().required(t('form.required'));
  return yup.object({
    // Blank: made from the English name, which then needs Latin letters or digits.
    slug: yup.string().test('slug', t('form.slug_invalid'), function valid(value) {
      const slug = value?.trim() || slugFrom(this.parent.name_en ?? '');
      return new RegExp(SLUG_PATTERN).test(slug);
    }),
    name_en: required,
    name_ar: required,
    description_en: yup.string().max(PRODUCT_DESCRIPTION_MAX_LENGTH),
    description_ar: yup.string().max(PRODUCT_DESCRIPTION_MAX_LENGTH),
    price: yup
      .string()
      .required(t('form.required'))
      .test('amount', t('form.price_invalid'), (value) => isAmount(value, currency)),
    discounted_price: yup
      .string()
      .test('amount', t('form.price_invalid'), (value) => !value?.trim() || isAmount(value, currency))
      .test('below', t('form.discount_not_below'), function below(value) {
        const price = parseAmount(this.parent.price ?? '', currency);
        const discounted = parseAmount(value ?? '', currency);
        return !price.ok || !discounted.ok || discountBelowPrice(price.minor, discounted.minor);
      }),
    // Counted stock is a whole number within the limit; unlimited stock leaves the box unread.
    inventory: yup.string().test('count', t('form.inventory_invalid'), function count(value) {
      if (!this.parent.track_inventory || this.parent.per_store) return true;
      return isCount(value);
    }),
    // Each store ticked needs its units; the first one missing is said under its own box.
    store_inventory: yup.object().test('counts', t('form.inventory_invalid'), function counts(value) {
      const { track_inventory, per_store, store_ids } = this.parent as ProductValues;
      if (!track_inventory || !per_store) return true;
      const units = (value ?? {}) as Record<string, string>;
      const wrong = store_ids.find((id) => !isCount(units[storeKey(id)]));
      return wrong === undefined
        ? true
        : this.createError({
            path: `store_inventory.${storeKey(wrong)}`,
            message: t('form.inventory_invalid'),
          });
    }),
    required_fields: yup.array(
      yup.object({
        name: yup
          .string()
          .required(t('form.required'))
          .matches(new RegExp(FIELD_NAME_PATTERN), t('form.field_name_invalid')),
        label_en: label,
        label_ar: label,
      }),
    ),
  });
};

export const productValues = (product: AdminProduct | null): ProductValues => ({
  slug: product?.slug ?? '',
  name_en: product?.name_en ?? '',
  name_ar: product?.name_ar ?? '',
  description_en: product?.description_en ?? '',
  description_ar: product?.description_ar ?? '',
  price: product?.price ?? '',
  discounted_price: product?.discounted_price ?? '',
  images: product?.images ?? [],
  track_inventory: product ? product.inventory !== null || product.store_stock.length > 0 : false,
  inventory: product?.inventory === null || !product ? '' : String(product.inventory),
  per_store: (product?.store_stock.length ?? 0) > 0,
  store_inventory: Object.fromEntries(
    (product?.store_stock ?? []).map((entry) => [storeKey(entry.store_id), String(entry.inventory)]),
  ),
  is_active: product?.is_active ?? true,
  required_fields: product?.required_fields ?? [],
  category_id: product?.category_id ? String(product.category_id) : '',
  store_ids: product?.store_ids ?? [],
});

export const productRequest = (values: ProductValues): ProductRequest => {
  const perStore = values.track_inventory && values.per_store && values.store_ids.length > 0;
  return {
    slug: values.slug.trim() || slugFrom(values.name_en),
    name_en: values.name_en.trim(),
    name_ar: values.name_ar.trim(),
    description_en: values.description_en.trim(),
    description_ar: values.description_ar.trim(),
    price: values.price.trim(),
    discounted_price: values.discounted_price.trim() || null,
    images: values.images,
    inventory: values.track_inventory && !perStore ? Number(values.inventory) : null,
    is_active: values.is_active,
    required_fields: values.required_fields,
    category_id: values.category_id ? Number(values.category_id) : null,
    store_ids: values.store_ids,
    store_stock: perStore
      ? values.store_ids.map((id) => ({
          store_id: id,
          inventory: Number(values.store_inventory[storeKey(id)]),
        }))
      : [],
  };
};
