import { discountBelowPrice, repeatedNames } from '../../../src/domain/catalogue-admin-rules.ts';
import type { ProductRequest } from '../../../src/domain/contracts/catalogue-admin.ts';
import { isMediaUrl } from '../../../src/domain/images.ts';
import { currencyDecimals, formatAmount, parseAmount } from '../../../src/domain/money.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';

/** A product's wanted values after the checks: prices in minor units, texts trimmed. */
export interface CheckedProduct {
  request: ProductRequest;
  price_minor: number;
  discounted_price_minor: number | null;
}

/** What a check asks of the database: which references exist for the merchant. */
export interface ProductReferences {
  slugTaken: boolean;
  categoryKnown: boolean;
  unknownStores: number[];
  /** Images the product has already: rows written before the pipeline keep theirs. */
  currentImages: readonly string[];
}

function amountOf(field: string, text: string, currency: string, errors: Record<string, Msg[]>) {
  const parsed = parseAmount(text, currency);
  if (parsed.ok) return parsed.minor;
  errors[field] = [
    parsed.error.key === 'too_many_decimals'
      ? msg('amount.too_many_decimals', { decimals: currencyDecimals(currency) })
      : msg('amount.not_positive'),
  ];
  return 0;
}

/** Stock per store names each store holding the product once, and leaves the product's own count out. */
function checkStoreStock(request: ProductRequest, errors: Record<string, Msg[]>) {
  const counted = (request.store_stock ?? []).map((entry) => entry.store_id);
  if (counted.length === 0) return;
  const exact =
    new Set(counted).size === counted.length &&
    counted.length === request.store_ids.length &&
    counted.every((id) => request.store_ids.includes(id));
  if (!exact) errors.store_stock = [msg('catalogue_admin.store_stock_stores')];
  if (request.inventory !== null) errors.inventory = [msg('catalogue_admin.inventory_per_store')];
}

/**
 * Checks a whole product (a new one, or one with a change applied), every field at once so
 * the form shows every problem in one answer; 400 with the fields' errors otherwise.
 */
export function checkProduct(
  input: ProductRequest,
  currency: string,
  refs: ProductReferences,
): CheckedProduct {
  const errors: Record<string, Msg[]> = {};
  const request: ProductRequest = {
    ...input,
    name_en: input.name_en.trim(),
    name_ar: input.name_ar.trim(),
    description_en: input.description_en.trim(),
    description_ar: input.description_ar.trim(),
    images: [...new Set(input.images)],
    store_ids: [...new Set(input.store_ids)].sort((a, b) => a - b),
    store_stock: [...(input.store_stock ?? [])].sort((a, b) => a.store_id - b.store_id),
    required_fields: input.required_fields.map((field) => ({
      name: field.name,
      label_en: field.label_en.trim(),
      label_ar: field.label_ar.trim(),
    })),
  };
  if (!request.name_en) errors.name_en = [msg('errors.blank')];
  if (!request.name_ar) errors.name_ar = [msg('errors.blank')];
  if (refs.slugTaken) errors.slug = [msg('catalogue_admin.slug_taken')];
  const price = amountOf('price', request.price, currency, errors);
  const discountedText = request.discounted_price?.trim() || null;
  const discounted =
    discountedText === null ? null : amountOf('discounted_price', discountedText, currency, errors);
  if (
    !errors.price &&
    discounted !== null &&
    !errors.discounted_price &&
    !discountBelowPrice(price, discounted)
  )
    errors.discounted_price = [msg('catalogue_admin.discount_not_below')];
  if (request.images.some((url) => !isMediaUrl(url) && !refs.currentImages.includes(url)))
    errors.images = [msg('branding.image_not_uploaded')];
  if (request.required_fields.some((field) => !field.label_en || !field.label_ar))
    errors.required_fields = [msg('catalogue_admin.field_label_blank')];
  const repeated = repeatedNames(request.required_fields);
  if (repeated.length > 0)
    errors.required_fields = [
      ...(errors.required_fields ?? []),
      msg('catalogue_admin.field_name_repeated', { name: repeated.join(', ') }),
    ];
  if (!refs.categoryKnown) errors.category_id = [msg('errors.invalid_choice')];
  if (refs.unknownStores.length > 0) errors.store_ids = [msg('errors.invalid_choice')];
  checkStoreStock(request, errors);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  // Stored and logged as the currency writes them: "15" and "15.000" are one price.
  return {
    request: {
      ...request,
      price: formatAmount(price, currency),
      discounted_price: discounted === null ? null : formatAmount(discounted, currency),
    },
    price_minor: price,
    discounted_price_minor: discounted,
  };
}
