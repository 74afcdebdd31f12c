import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import type { DashboardStatistics } from '@/domain/contracts/dashboard';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { formatCount, formatPercent } from '../lib/format';
import { StatCard, StatCardSkeleton } from './stat-card';

const VALUE_SIZE = { base: '2xl', md: '3xl' } as const;

/** Total transactions, GMV per currency and the overall success rate, each with growth and trend. */
export function StatCards({ statistics }: { statistics: UseQueryResult<DashboardStatistics> }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const labels = [t('cards.total'), t('cards.gmv'), t('cards.success_rate')];

  if (statistics.isError && !statistics.data) {
    return <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />;
  }
  const stats = statistics.data;
  if (!stats) {
    return (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {labels.map((label) => (
          <StatCardSkeleton key={label} label={label} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy={statistics.isFetching}>
      <StatCard
        label={labels[0] ?? ''}
        growth={stats.total_paid.growth}
        chart={stats.total_paid.chart}
        describeValue={formatCount}
      >
        <Text fontSize={VALUE_SIZE} fontWeight="bold" data-testid="stat-total">
          {formatCount(stats.total_paid.value)}
        </Text>
      </StatCard>
      <StatCard
        label={labels[1] ?? ''}
        growth={stats.total_amount_paid.growth}
        chart={stats.total_amount_paid.chart}
        describeValue={formatCount}
      >
        {stats.total_amount_paid.values.length === 0 ? (
          <Text fontSize={VALUE_SIZE} fontWeight="bold">
            {t('cards.no_payments')}
          </Text>
        ) : (
          // Never summed across currencies: one line each.
          <Stack gap="0" data-testid="stat-gmv">
            {stats.total_amount_paid.values.map((money) => (
              <Text
                key={money.currency_code}
                fontSize={{ base: 'lg', xl: 'xl' }}
                fontWeight="bold"
                whiteSpace="nowrap"
              >
                {formatApiMoney(money.value, money.currency_code, lang)}
              </Text>
            ))}
          </Stack>
        )}
      </StatCard>
      <StatCard
        label={labels[2] ?? ''}
        growth={stats.success_rate.growth}
        chart={stats.success_rate.chart}
        describeValue={formatPercent}
      >
        <Text fontSize={VALUE_SIZE} fontWeight="bold" data-testid="stat-success">
          {formatPercent(stats.success_rate.value)}
        </Text>
      </StatCard>
    </SimpleGrid>
  );
}
