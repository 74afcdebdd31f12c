import { Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import type { CurrencyStatistics, TransactionScope } from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import { statisticsQuery } from '../api/statistics';
import type { ListSearch } from '../lib/list-search';

const BLOCKS = ['total_generated', 'total_received', 'net_balance'] as const;

/** One block per measure, one line per currency: money is never added across currencies. */
export function StatisticsView({ statistics }: { statistics: CurrencyStatistics[] | undefined }) {
  const { t } = useTranslation('transactions');
  return (
    <SimpleGrid as="section" aria-label={t('statistics.label')} columns={{ base: 1, md: 3 }} gap="4">
      {BLOCKS.map((block) => (
        <Card.Root key={block} size="sm" variant="outline" bg="white">
          <Card.Body gap="2">
            <Text as="h2" fontSize="sm" fontWeight="medium" color="fg.muted">
              {t(`statistics.${block}`)}
            </Text>
            {statistics === undefined ? (
              <Skeleton height="6" width="40" />
            ) : statistics.length === 0 ? (
              <Text color="fg.muted">{t('statistics.empty')}</Text>
            ) : (
              <Stack as="dl" gap="1">
                {statistics.map((line) => (
                  <Stack key={line.currency_code} direction="row" gap="2" align="baseline">
                    <Text as="dt" fontSize="sm" color="fg.muted" minWidth="10">
                      {line.currency_code}
                    </Text>
                    <Text
                      as="dd"
                      fontSize="xl"
                      fontWeight="semibold"
                      dir="ltr"
                      fontVariantNumeric="tabular-nums"
                    >
                      {line[block]}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** The statistics under the list's current filters; a failure here leaves the list below usable. */
export function StatisticsBlocks({ scope, search }: { scope: TransactionScope; search: ListSearch }) {
  const statistics = useQuery(statisticsQuery(scope, search));
  if (statistics.isError && !statistics.data)
    return <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />;
  return <StatisticsView statistics={statistics.data} />;
}
