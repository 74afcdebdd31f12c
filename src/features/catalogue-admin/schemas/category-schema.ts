import * as yup from 'yup';
import {
  MAX_CATEGORY_POSITION,
  PRODUCT_NAME_MAX_LENGTH,
  SLUG_PATTERN,
  slugFrom,
} from '@/domain/catalogue-admin-rules';
import type { AdminCategory, CategoryRequest } from '@/domain/contracts/catalogue-admin';
import type { TFunction } from '@/lib/i18n-runtime';

export interface CategoryValues {
  slug: string;
  name_en: string;
  name_ar: string;
  /** Typed as text: a blank field is refused, not read as 0. */
  position: string;
}

export const CATEGORY_SERVER_FIELDS = ['slug', 'name_en', 'name_ar', 'position'] as const;

/** The category form, with the rules the server applies too (src/domain/catalogue-admin-rules.ts). */
export const categorySchema = (t: TFunction) => {
  const name = yup.string().trim().required(t('form.required')).max(PRODUCT_NAME_MAX_LENGTH);
  return yup.object({
    // Blank: made from the English name, which then needs Latin letters or digits.
    slug: yup.string().test('slug', t('form.slug_invalid'), function valid(value) {
      const slug = value?.trim() || slugFrom(this.parent.name_en ?? '');
      return new RegExp(SLUG_PATTERN).test(slug);
    }),
    name_en: name,
    name_ar: name,
    position: yup
      .string()
      .required(t('form.required'))
      .test(
        'position',
        t('categories.form.position_invalid', { max: MAX_CATEGORY_POSITION }),
        (value) => /^\d+$/.test(value ?? '') && Number(value) <= MAX_CATEGORY_POSITION,
      ),
  });
};

/** A new category goes after the last one, so the list's order holds without renumbering. */
export const categoryValues = (category: AdminCategory | null, nextPosition: number): CategoryValues => ({
  slug: category?.slug ?? '',
  name_en: category?.name_en ?? '',
  name_ar: category?.name_ar ?? '',
  position: String(category?.position ?? nextPosition),
});

export const categoryRequest = (values: CategoryValues): CategoryRequest => ({
  slug: values.slug.trim() || slugFrom(values.name_en),
  name_en: values.name_en.trim(),
  name_ar: values.name_ar.trim(),
  position: Number(values.position),
});
