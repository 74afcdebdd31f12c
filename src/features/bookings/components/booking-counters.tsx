import { Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import { useTranslation } from '@/lib/i18n-react';
import { bookingStatisticsQuery } from '../api/bookings';
import type { BookingSearch } from '../lib/booking-search';

const COUNTERS = ['booked', 'attended', 'not_attended'] as const;

/** Booked, attended and not attended places under the list's filters (SPEC 2.3). */
export function BookingCounters({ search }: { search: BookingSearch }) {
  const { t } = useTranslation('bookings');
  const statistics = useQuery(bookingStatisticsQuery(search));
  if (statistics.isError && !statistics.data)
    return <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />;
  return (
    <SimpleGrid as="section" aria-label={t('counters.label')} columns={{ base: 1, sm: 3 }} gap="4">
      {COUNTERS.map((counter) => (
        <Card.Root key={counter} size="sm" variant="outline" bg="white">
          <Card.Body gap="1" as="dl">
            <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted">
              {t(`counters.${counter}`)}
            </Text>
            {statistics.data === undefined ? (
              <Skeleton height="7" width="16" />
            ) : (
              <Text as="dd" fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {statistics.data[counter]}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
