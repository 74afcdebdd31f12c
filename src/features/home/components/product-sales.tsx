import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DashboardStatistics } from '@/domain/contracts/dashboard';
import { formatCount, formatMoney } from '../lib/format';
import { DataTable } from './data-table';
import { Panel, panelState } from './panel';

/** Sales per plugin in the period: count and amounts, one currency per line (never summed). */
export function ProductSalesCard({ statistics }: { statistics: UseQueryResult<DashboardStatistics> }) {
  const { t } = useTranslation('home');
  const rows = statistics.data?.product_wise_sales ?? [];
  const title = t('products.title');
  return (
    <Panel title={title} state={panelState(statistics, () => rows.length === 0)}>
      <DataTable
        caption={title}
        hideCaption
        headers={[t('products.product'), t('products.count'), t('products.amount')]}
        rows={rows.map((row) => ({
          key: row.plugin,
          cells: [
            row.name,
            formatCount(row.count),
            row.values.length === 0 ? (
              '—'
            ) : (
              <Stack gap="0" key="amounts">
                {row.values.map((money) => (
                  // Isolated, so "12.500 KWD" keeps its order inside an Arabic line.
                  <bdi key={money.currency_code}>{formatMoney(money.value, money.currency_code)}</bdi>
                ))}
              </Stack>
            ),
          ],
        }))}
      />
    </Panel>
  );
}
