import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardStatistics } from '@/domain/contracts/dashboard';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { formatCount } from '../lib/format';
import { DataTable } from './data-table';
import { Panel, panelState } from './panel';

/** Sales per plugin in the period: count and amounts, one currency per line (never summed). */
export function ProductSalesCard({ statistics }: { statistics: UseQueryResult<DashboardStatistics> }) {
  const { t } = useTranslation('home');
  const lang = useLang();
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
                  <span key={money.currency_code}>
                    {formatApiMoney(money.value, money.currency_code, lang)}
                  </span>
                ))}
              </Stack>
            ),
          ],
        }))}
      />
    </Panel>
  );
}
