import type { TFunction } from '@/lib/i18n-runtime';

/** No value: nothing, an empty text or an empty list. */
export const isNoValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A changed field's value as a person reads it: nothing as "none", yes/no for a switch, a
 * permission by its label, a list joined. The log keeps values as the API had them; other
 * fields (a role's name, a setting) show as recorded.
 */
export function changeValueText(field: string, value: unknown, t: TFunction): string {
  if (isNoValue(value)) return t('admin-log:changes.none');
  if (typeof value === 'boolean') return t(value ? 'admin-log:changes.yes' : 'admin-log:changes.no');
  // A preset role is logged by its key (its name is the reader's language's); a custom one by name.
  if (field === 'role' && typeof value === 'string')
    return t(`roles:presets.${value}`, { defaultValue: value });
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        field === 'permissions' && typeof item === 'string'
          ? t(`permissions:items.${item}.label`, { defaultValue: item })
          : changeValueText(field, item, t),
      )
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
