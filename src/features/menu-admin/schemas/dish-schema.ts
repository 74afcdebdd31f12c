import * as yup from 'yup';
import type { DeliveryType } from '@/domain/contracts/food';
import type { AdminDish, DishRequest } from '@/domain/contracts/menu-admin';
import { listProblem, MENU_MAX_POSITION, skuProblem } from '@/domain/menu-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import { whole } from './category-schema';
import { nameRule, priceRule, problemText, ruled } from './form-rules';

/** A size, choice or add-on as its row edits it: the id it had (null: new), names and prices. */
export interface EntryValues {
  id: number | null;
  name_en: string;
  name_ar: string;
  price: string;
  /** Sizes only: blank for none. */
  discounted_price: string;
}
export interface GroupValues {
  id: number | null;
  name_en: string;
  name_ar: string;
  required: boolean;
  items: EntryValues[];
}
export interface DishValues {
  category_id: string;
  sku: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  images: string[];
  price: string;
  discounted_price: string;
  sizes: EntryValues[];
  options: GroupValues[];
  add_ons: EntryValues[];
  branch_ids_off: number[];
  promoted_for: DeliveryType[];
  available: boolean;
  position: string;
}

export const DISH_SERVER_FIELDS = [
  'category_id',
  'sku',
  'name_en',
  'name_ar',
  'images',
  'price',
  'discounted_price',
  'sizes',
  'options',
  'add_ons',
  'branch_ids_off',
] as const;

export const emptyEntry = (): EntryValues => ({
  id: null,
  name_en: '',
  name_ar: '',
  price: '',
  discounted_price: '',
});
export const emptyGroup = (): GroupValues => ({
  id: null,
  name_en: '',
  name_ar: '',
  required: false,
  items: [emptyEntry()],
});

/** A list's own problem (names, length, a group's choices), under `<list>_list`, shown after its rows. */
const listRule = (t: TFunction, group = false) =>
  yup.array().test('list', function valid(entries) {
    // Formik hands a blank field to the schema as undefined.
    const rows = ((entries ?? []) as Partial<EntryValues>[]).map((row) => ({
      name_en: row.name_en ?? '',
      name_ar: row.name_ar ?? '',
    }));
    const problem = listProblem(rows, group);
    // Beside the rows' own errors, which Formik would otherwise put in the list's place.
    return problem ? this.createError({ path: `${this.path}_list`, message: problemText(t, problem) }) : true;
  });

export const dishSchema = (t: TFunction, currency: string) => {
  const entry = (allowZero: boolean) =>
    yup.object({
      price: priceRule(t, currency, allowZero),
      discounted_price: priceRule(t, currency, false, true),
    });
  return yup.object({
    category_id: yup.string().required(t('form.required')),
    sku: ruled(t, (value) => skuProblem(value.trim())),
    name_en: nameRule(t),
    name_ar: nameRule(t),
    price: priceRule(t, currency),
    discounted_price: priceRule(t, currency, false, true),
    position: whole(t, MENU_MAX_POSITION),
    sizes: listRule(t).of(entry(false)),
    add_ons: listRule(t).of(entry(true)),
    options: listRule(t).of(yup.object({ items: listRule(t, true).of(entry(true)) })),
  });
};

const entryValues = (entry: {
  id: number;
  name_en: string;
  name_ar: string;
  price: string;
  discounted_price?: string | null;
}) => ({
  id: entry.id,
  name_en: entry.name_en,
  name_ar: entry.name_ar,
  price: entry.price,
  discounted_price: entry.discounted_price ?? '',
});

export const dishValues = (dish: AdminDish | null, categoryId: number | undefined): DishValues => ({
  category_id: String(dish?.category_id ?? categoryId ?? ''),
  sku: dish?.sku ?? '',
  name_en: dish?.name_en ?? '',
  name_ar: dish?.name_ar ?? '',
  description_en: dish?.description_en ?? '',
  description_ar: dish?.description_ar ?? '',
  images: dish?.images ?? [],
  price: dish?.price ?? '',
  discounted_price: dish?.discounted_price ?? '',
  sizes: (dish?.sizes ?? []).map(entryValues),
  options: (dish?.options ?? []).map((group) => ({
    id: group.id,
    name_en: group.name_en,
    name_ar: group.name_ar,
    required: group.required,
    items: group.items.map(entryValues),
  })),
  add_ons: (dish?.add_ons ?? []).map(entryValues),
  branch_ids_off: dish?.branch_ids_off ?? [],
  promoted_for: dish?.promoted_for ?? [],
  available: dish?.available ?? true,
  position: String(dish?.position ?? 0),
});

const choice = ({ id, name_en, name_ar, price }: EntryValues) => ({
  id,
  name_en,
  name_ar,
  price: price.trim(),
});

export const dishRequest = (values: DishValues): DishRequest => ({
  ...values,
  category_id: Number(values.category_id),
  sku: values.sku.trim(),
  price: values.price.trim(),
  discounted_price: values.discounted_price.trim() || null,
  position: Number(values.position),
  sizes: values.sizes.map((size) => ({
    ...choice(size),
    discounted_price: size.discounted_price.trim() || null,
  })),
  options: values.options.map((group) => ({ ...group, items: group.items.map(choice) })),
  add_ons: values.add_ons.map(choice),
});
