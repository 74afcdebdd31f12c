import { Button, Group, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { ATTENTION_FILTERS, type AttentionFilter } from '@/domain/payment-attention';
import { useTranslation } from '@/lib/i18n-react';
import { paymentAttentionQuery } from '../api/get-payment-attention';
import { AttentionCard } from './attention-card';

/** Payments a bank completed that no transaction could take, to refund or apply. */
export function AttentionPage({
  filter,
  onFilterChange,
}: {
  filter: AttentionFilter;
  onFilterChange: (next: AttentionFilter) => void;
}) {
  const { t } = useTranslation('payment-attention');
  const list = useQuery(paymentAttentionQuery(filter));
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('intro')}</Text>
      <Group attached role="group" aria-label={t('filters.label')}>
        {ATTENTION_FILTERS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={name === filter ? 'solid' : 'outline'}
            aria-pressed={name === filter}
            onClick={() => onFilterChange(name)}
          >
            {t(`filters.${name}`)}
          </Button>
        ))}
      </Group>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <EmptyState message={t(`empty.${filter}`)} />
      ) : (
        <Stack gap="4">
          {list.data.results.map((item) => (
            <AttentionCard key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
