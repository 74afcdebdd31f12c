import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { SearchBox } from '@/components/search-box';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { categoriesQuery } from '../api/catalogue-options';
import { type ProductFilters, type ProductSearch, parseProductSearch } from '../lib/product-search';

const STATUSES = ['active', 'inactive', 'archived'] as const;

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Field.Root width="auto" minWidth="36">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The category and status apply at once; the search text 500 ms after the last keystroke. */
export function ProductFiltersBar({
  search,
  onChange,
}: {
  search: ProductSearch;
  onChange: (filters: ProductFilters) => void;
}) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const categories = useQuery(categoriesQuery());
  const set = (patch: Record<string, string>) => {
    const { q, category, status } = parseProductSearch({
      q: search.q,
      category: search.category,
      status: search.status,
      ...patch,
    });
    onChange({ q, category, status });
  };
  return (
    <Flex role="search" aria-label={t('filters.label')} gap="3" wrap="wrap" align="flex-end">
      <SearchBox
        value={search.q ?? ''}
        onSearch={(q) => set({ q })}
        label={t('filters.search')}
        placeholder={t('filters.search_placeholder')}
      />
      <Select
        label={t('filters.category')}
        value={String(search.category ?? '')}
        onChange={(category) => set({ category })}
      >
        <option value="">{t('filters.any')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {lang === 'ar' ? category.name_ar : category.name_en}
          </option>
        ))}
      </Select>
      <Select label={t('filters.status')} value={search.status ?? ''} onChange={(status) => set({ status })}>
        <option value="">{t('filters.current')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </Select>
    </Flex>
  );
}
