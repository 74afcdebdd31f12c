import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Paginator } from '@/components/paginator';
import { TableSkeleton } from '@/components/table-skeleton';
import type { OrderRow } from '@/domain/contracts/kitchen';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { kitchenKeys } from '@/lib/query-keys/staff';
import { notifyError, notifySuccess } from '@/lib/toaster';
import {
  DEFAULT_REFRESH_SECONDS,
  orderListQuery,
  orderOptionsQuery,
  useAcknowledgeOrder,
} from '../api/orders';
import { useAlarm } from '../hooks/use-alarm';
import { useOrderStream } from '../hooks/use-order-stream';
import { useWakeLock } from '../hooks/use-wake-lock';
import { ORDERS_PAGE_SIZE, type OrderSearch, toOrderQuery } from '../lib/order-search';
import { storeUnreadCount } from '../lib/unread';
import { AlarmBanner } from './alarm-banner';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';
import { PushPrompt } from './push-prompt';

/** Keeps the unacknowledged orders seen in the list or the stream, newest first. */
function mergeWaiting(current: Map<string, OrderRow>, rows: OrderRow[]): Map<string, OrderRow> {
  const next = new Map(current);
  for (const row of rows) {
    if (row.acknowledged) next.delete(row.id);
    else next.set(row.id, row);
  }
  return next;
}

/**
 * The kitchen's orders screen: filters, the list (timed refresh and the live stream), the
 * alarm until each new order is acknowledged, the screen kept on, and the drawer's badge.
 */
export function OrdersPage({
  search,
  basePath,
  onSearch,
}: {
  search: OrderSearch;
  basePath: string;
  onSearch: (search: OrderSearch) => void;
}) {
  const { t } = useTranslation('kitchen');
  const lang = useLang();
  const client = useQueryClient();
  const options = useQuery(orderOptionsQuery(lang));
  const refreshSeconds = options.data?.refresh_seconds || DEFAULT_REFRESH_SECONDS;
  const list = useQuery(orderListQuery(toOrderQuery(search), lang, refreshSeconds));
  const acknowledge = useAcknowledgeOrder();
  const [waiting, setWaiting] = useState<Map<string, OrderRow>>(() => new Map());

  const refreshOrders = useCallback(
    () => void client.invalidateQueries({ queryKey: kitchenKeys.orders }),
    [client],
  );
  const stream = useOrderStream(
    lang,
    (order) => {
      setWaiting((current) => mergeWaiting(current, [order]));
      refreshOrders();
    },
    refreshOrders,
  );
  useWakeLock();

  useEffect(() => {
    if (list.data) setWaiting((current) => mergeWaiting(current, list.data.results));
  }, [list.data]);

  // The server's count covers orders on other pages and filters; the stream's rows fill the gap until it answers.
  const count = list.data?.unacknowledged ?? waiting.size;
  useEffect(() => {
    if (list.data) void storeUnreadCount(list.data.unacknowledged);
  }, [list.data]);
  const alarm = useAlarm(count > 0);

  const onAcknowledge = (order: Pick<OrderRow, 'id' | 'number'>) =>
    acknowledge.mutate(order.id, {
      onSuccess: () => {
        setWaiting((current) => {
          const next = new Map(current);
          next.delete(order.id);
          return next;
        });
        notifySuccess(t('orders.acknowledged', { number: order.number }));
      },
      onError: notifyError,
    });

  const waitingRows = useMemo(
    () => [...waiting.values()].sort((a, b) => b.created.localeCompare(a.created)),
    [waiting],
  );
  const page = search.page ?? 1;

  return (
    <Stack gap="5">
      <AlarmBanner
        count={count}
        waiting={waitingRows}
        soundBlocked={alarm.blocked}
        onEnableSound={alarm.enable}
        acknowledging={acknowledge.isPending ? acknowledge.variables : undefined}
        onAcknowledge={onAcknowledge}
      />
      <Flex justify="space-between" gap="3" wrap="wrap" align="center">
        <PushPrompt />
        <HStack gap="2" marginInlineStart="auto" fontSize="sm" color="fg.muted">
          <Text data-stream={stream}>{t(`orders.${stream === 'live' ? 'live' : stream}`)}</Text>
          <Text aria-hidden>·</Text>
          <Text>{t('orders.refresh_every', { seconds: refreshSeconds })}</Text>
        </HStack>
      </Flex>
      <OrderFilters
        key={search.q ?? ''}
        search={search}
        branches={options.data?.branches ?? []}
        onChange={onSearch}
      />
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <EmptyState message={t(Object.keys(search).length ? 'orders.empty_filtered' : 'orders.empty')} />
      ) : (
        <Stack gap="0">
          <OrdersTable
            rows={list.data.results}
            lang={lang}
            basePath={basePath}
            acknowledging={acknowledge.isPending ? acknowledge.variables : undefined}
            onAcknowledge={onAcknowledge}
          />
          <Paginator
            page={page}
            pages={Math.ceil(list.data.count / ORDERS_PAGE_SIZE)}
            pageSize={ORDERS_PAGE_SIZE}
            total={list.data.count}
            hrefFor={(n) => {
              const params = new URLSearchParams(
                Object.entries({ ...search, page: n > 1 ? n : undefined })
                  .filter(([, v]) => v !== undefined)
                  .map(([k, v]) => [k, String(v)]),
              );
              const query = params.toString();
              return query ? `${basePath}?${query}` : basePath;
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
