import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@/domain/outbox';
import { type OutboxSearch, parseOutboxSearch } from '../lib/outbox-search';

type Filters = Pick<OutboxSearch, 'channel' | 'status' | 'q'>;

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('outbox');
  return (
    <Field.Root width="auto" minWidth="36">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('filters.any')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

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
      <Choice
        label={t('filters.channel')}
        value={search.channel ?? ''}
        options={OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: t(`channel.${channel}`) }))}
        onChange={(channel) => set({ channel })}
      />
      <Choice
        label={t('filters.status')}
        value={search.status ?? ''}
        options={OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => set({ status })}
      />
    </Flex>
  );
}
