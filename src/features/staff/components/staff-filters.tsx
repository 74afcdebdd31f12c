import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { SearchBox } from '@/components/search-box';
import { STAFF_STATUSES } from '@/domain/staff-rules';
import { useTranslation } from '@/lib/i18n-react';
import { parseStaffSearch, type StaffFilters, type StaffSearch } from '../lib/staff-search';

/** The status applies at once; the search text 500 ms after the last keystroke. */
export function StaffFiltersBar({
  search,
  onChange,
}: {
  search: StaffSearch;
  onChange: (filters: StaffFilters) => void;
}) {
  const { t } = useTranslation('staff');
  const set = (patch: Record<string, string>) => {
    const { status, q } = parseStaffSearch({ status: search.status, q: search.q, ...patch });
    onChange({ status, q });
  };
  return (
    <Flex role="search" aria-label={t('filters.label')} gap="3" wrap="wrap" align="flex-end">
      <SearchBox
        value={search.q ?? ''}
        onSearch={(q) => set({ q })}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <Field.Root width="auto" minWidth="36">
        <Field.Label>{t('filters.status')}</Field.Label>
        <NativeSelect.Root size="sm" bg="white">
          <NativeSelect.Field
            value={search.status ?? ''}
            onChange={(event) => set({ status: event.currentTarget.value })}
          >
            <option value="">{t('filters.any')}</option>
            {STAFF_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
