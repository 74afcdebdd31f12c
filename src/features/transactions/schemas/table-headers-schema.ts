import * as yup from 'yup';
import type { TransactionFieldConfig, UpdateTransactionFieldsRequest } from '@/domain/contracts/transactions';
import type { TFunction } from '@/lib/i18n-runtime';

/** The server's limit on a column label. */
export const LABEL_MAX = 64;

export interface TableHeadersValues {
  /** In display order: the position in this list is the field's order. */
  fields: Pick<TransactionFieldConfig, 'name' | 'verbose_name' | 'label_en' | 'label_ar' | 'is_active'>[];
}

const label = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('errors:required'))
    .max(LABEL_MAX, t('transaction-actions:headers.max_length', { count: LABEL_MAX }));

export const tableHeadersSchema = (t: TFunction) =>
  yup.object({
    fields: yup.array().of(yup.object({ label_en: label(t), label_ar: label(t) })),
  });

export function toHeadersValues(fields: readonly TransactionFieldConfig[]): TableHeadersValues {
  return {
    fields: [...fields]
      .sort((a, b) => a.order - b.order)
      .map(({ name, verbose_name, label_en, label_ar, is_active }) => ({
        name,
        verbose_name,
        label_en,
        label_ar,
        is_active,
      })),
  };
}

export function toFieldsRequest(values: TableHeadersValues): UpdateTransactionFieldsRequest {
  return {
    fields: values.fields.map((field, index) => ({
      name: field.name,
      label_en: field.label_en.trim(),
      label_ar: field.label_ar.trim(),
      is_active: field.is_active,
      order: index,
    })),
  };
}

/** The list with the item at `from` moved one place up (-1) or down (+1); ends stay put. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
