import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { kuwaitYear } from '@/domain/business-time';
import { hasPermission, PERMISSIONS } from '@/domain/permissions';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useLang } from '@/hooks/use-lang';
import { userDetailsQuery } from '@/lib/shared-queries';
import { statisticsQuery } from '../api/get-statistics';
import { type HomeSearch, statisticsParams } from '../lib/period';
import { AverageSizeCard } from './average-size-card';
import { GatewayShareCard, GatewaySuccessCard } from './gateway-charts';
import { PeriodFilter } from './period-filter';
import { ProductSalesCard } from './product-sales';
import { RecentActions } from './recent-actions';
import { RecentOrders } from './recent-orders';
import { StatCards } from './stat-cards';

interface HomeProps {
  search: HomeSearch;
  onSearchChange: (next: HomeSearch) => void;
}

function Statistics({ search, onSearchChange }: HomeProps) {
  const lang = useLang();
  const params = statisticsParams(search);
  // An incomplete custom range keeps the last figures on screen instead of fetching.
  const statistics = useDeferredAnswer(
    useQuery({
      ...statisticsQuery(params ?? { period: 'day' }, lang),
      enabled: params !== null,
      placeholderData: (previous) => previous,
    }),
  );
  const currentYear = kuwaitYear();

  return (
    <Stack gap="6">
      <PeriodFilter search={search} onSearchChange={onSearchChange} />
      <StatCards statistics={statistics} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <AverageSizeCard
          year={search.year ?? currentYear}
          currentYear={currentYear}
          onYearChange={(year) => onSearchChange({ ...search, year })}
        />
        <GatewayShareCard statistics={statistics} />
        <GatewaySuccessCard statistics={statistics} />
        <ProductSalesCard statistics={statistics} />
      </SimpleGrid>
    </Stack>
  );
}

/** SPEC 2.3 dashboard home: statistics for those allowed to see them, recent lists for everyone. */
export function GeneralInfo(props: HomeProps) {
  const user = useDeferredAnswer(useQuery(userDetailsQuery()));
  // The recent lists wait for the user too: drawn first, they were pushed off the screen when
  // the statistics arrived above them (a layout shift of 0.48 on a phone).
  if (user.isPending) return <Skeleton height="24" />;
  const canSeeStatistics = user.data ? hasPermission(user.data, PERMISSIONS.viewStatistics) : false;
  return (
    <Stack gap="6">
      {canSeeStatistics && <Statistics {...props} />}
      <RecentOrders />
      <RecentActions />
    </Stack>
  );
}
