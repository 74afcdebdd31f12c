import { Card, Flex, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import type { Sparkline as SparklineData } from '@/domain/contracts/dashboard';
import { useTranslation } from '@/lib/i18n-react';
import { growthDisplay } from '../lib/growth';
import { Sparkline } from './sparkline';

/** "▲ 12.5%" in green or "▼ 3%" in red; screen readers hear the sentence instead. */
export function Growth({ growth }: { growth: number | null }) {
  const { t } = useTranslation('home');
  const display = growthDisplay(growth);
  return (
    <Text fontSize="sm" color={display.colour} data-trend={display.trend}>
      <span aria-hidden="true">
        {display.symbol} {display.value || t('growth.none_short')}
      </span>
      <VisuallyHidden>{t(`growth.${display.trend}`, { value: display.value })}</VisuallyHidden>
    </Text>
  );
}

export function StatCard({
  label,
  children,
  growth,
  chart,
  describeValue,
}: {
  label: string;
  children: ReactNode;
  growth: number | null;
  chart: SparklineData;
  /** The sparkline's first and last values as text, for its description. */
  describeValue: (value: number) => string;
}) {
  const { t } = useTranslation('home');
  const labelId = useId();
  const first = chart.values[0];
  const last = chart.values[chart.values.length - 1];
  return (
    <Card.Root as="section" aria-labelledby={labelId} size="sm">
      <Card.Body gap="2">
        <Text id={labelId} fontSize="sm" fontWeight="medium" color="fg.muted">
          {label}
        </Text>
        <Flex justify="space-between" align="flex-end" gap="3">
          <Stack gap="1" minWidth="0">
            {children}
            <Growth growth={growth} />
          </Stack>
          <Sparkline values={chart.values} />
        </Flex>
        {first !== undefined && last !== undefined && (
          <VisuallyHidden>
            {t('sparkline', { first: describeValue(first), last: describeValue(last) })}
          </VisuallyHidden>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function StatCardSkeleton({ label }: { label: string }) {
  return (
    <Card.Root size="sm" aria-busy="true">
      <Card.Body gap="3">
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          {label}
        </Text>
        <Skeleton height="8" width="60%" />
        <Skeleton height="4" width="40%" />
      </Card.Body>
    </Card.Root>
  );
}
