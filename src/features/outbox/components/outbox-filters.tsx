import { Flex } from '@chakra-ui/react';
import { FilterChoice } from '@/components/filter-choice';
import { SearchBox } from '@/components/search-box';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@/domain/outbox';
import { useTranslation } from '@/lib/i18n-react';
import { type OutboxSearch, parseOutboxSearch } from '../lib/outbox-search';

type Filters = Pick<OutboxSearch, 'channel' | 'status' | 'q'>;

/** Channel and status apply at once; the search text 500 ms after the last keystroke. */
export function OutboxFilters({
  search,
  onChange,
}: {
  search: OutboxSearch;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation('outbox');
  const current: Filters = { channel: search.channel, status: search.status, q: search.q };
  const set = (patch: Record<string, string>) => {
    const { channel, status, q } = parseOutboxSearch({ ...current, ...patch });
    onChange({ channel, status, q });
  };
  return (
    <Flex role="search" aria-label={t('filters.label')} gap="3" wrap="wrap" align="flex-end">
      <SearchBox
        value={search.q ?? ''}
        onSearch={(q) => set({ q })}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <FilterChoice
        anyLabel={t('filters.any')}
        label={t('filters.channel')}
        value={search.channel ?? ''}
        options={OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: t(`channel.${channel}`) }))}
        onChange={(channel) => set({ channel })}
      />
      <FilterChoice
        anyLabel={t('filters.any')}
        label={t('filters.status')}
        value={search.status ?? ''}
        options={OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => set({ status })}
      />
    </Flex>
  );
}
