import { Field, Flex, Input } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FilterChoice } from '@/components/filter-choice';
import { useTranslation } from '@/lib/i18n-react';
import { adminLogFiltersQuery } from '../api/get-admin-log';
import { type AdminLogFilters, type AdminLogSearch, parseAdminLogSearch } from '../lib/admin-log-search';
import { areaLabel } from '../lib/area-label';

function DateBound({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root width={{ base: 'full', sm: 'auto' }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        size="sm"
        bg="white"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field.Root>
  );
}

/**
 * User and area choose from what the log holds (kept while it loads: a URL's choice stays shown);
 * the dates are Kuwait days, both included, and the "to" picker starts at "from". Each applies at once.
 */
export function AdminLogFiltersBar({
  search,
  onChange,
}: {
  search: AdminLogSearch;
  onChange: (filters: AdminLogFilters) => void;
}) {
  const { t } = useTranslation(['admin-log', 'transactions']);
  const choices = useQuery(adminLogFiltersQuery());
  const current: AdminLogFilters = {
    actor: search.actor,
    area: search.area,
    from: search.from,
    to: search.to,
  };
  const set = (patch: Record<string, string>) => {
    const { actor, area, from, to } = parseAdminLogSearch({ ...current, ...patch });
    onChange({ actor, area, from, to });
  };
  const actors = choices.data?.actors ?? [];
  const areas = choices.data?.areas ?? [];
  // A user or area from the URL that the choices lack (still loading, or gone) stays selectable.
  const actorOptions = [...new Set([...actors, ...(search.actor ? [search.actor] : [])])];
  const areaOptions = [...new Set([...areas, ...(search.area ? [search.area] : [])])];
  return (
    <Flex role="search" aria-label={t('filters.label')} gap="3" wrap="wrap" align="flex-end">
      <FilterChoice
        anyLabel={t('filters.any')}
        width={{ base: 'full', sm: 'auto' }}
        minWidth="40"
        label={t('filters.actor')}
        value={search.actor ?? ''}
        options={actorOptions.map((actor) => ({ value: actor, label: actor }))}
        onChange={(actor) => set({ actor })}
      />
      <FilterChoice
        anyLabel={t('filters.any')}
        width={{ base: 'full', sm: 'auto' }}
        minWidth="40"
        label={t('filters.area')}
        value={search.area ?? ''}
        options={areaOptions.map((area) => ({ value: area, label: areaLabel(area, t) }))}
        onChange={(area) => set({ area })}
      />
      <DateBound
        label={t('filters.from')}
        value={search.from ?? ''}
        max={search.to}
        onChange={(from) => set({ from })}
      />
      <DateBound
        label={t('filters.to')}
        value={search.to ?? ''}
        min={search.from}
        onChange={(to) => set({ to })}
      />
    </Flex>
  );
}
