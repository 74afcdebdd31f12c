import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DashboardStatistics } from '@/domain/contracts/dashboard';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { dirOf } from '@/lib/lang-path';
import { cartesianOptions, doughnutOptions } from '../lib/chart-options';
import { gatewayShares, gatewaySuccessData } from '../lib/chart-series';
import { formatCount, formatPercent } from '../lib/format';
import { ChartFigure } from './chart-figure';
import { DataTable, textRows } from './data-table';
import { Panel, panelState } from './panel';

type Statistics = UseQueryResult<DashboardStatistics>;

/** Doughnut: how the period's transactions split across gateways. */
export function GatewayShareCard({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const shares = useMemo(
    () => (statistics.data ? gatewayShares(statistics.data.paid_per_gateway) : { labels: [], values: [] }),
    [statistics.data],
  );
  const options = useMemo(
    () => doughnutOptions(shares.labels, { lang, totalLabel: t('gateways.total'), format: formatCount }),
    [shares.labels, lang, t],
  );
  const title = t('gateways.share_title');
  return (
    <Panel title={title} state={panelState(statistics, () => shares.values.length === 0)}>
      <ChartFigure
        type="donut"
        height={280}
        series={shares.values}
        options={options}
        label={t('gateways.share_summary')}
        table={
          <DataTable
            caption={title}
            headers={[t('gateways.gateway'), t('gateways.transactions')]}
            rows={textRows(
              shares.labels.map((label, index) => [label, formatCount(shares.values[index] ?? 0)]),
            )}
          />
        }
      />
    </Panel>
  );
}

/** Columns: each gateway's success rate in the period. */
export function GatewaySuccessCard({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const rtl = dirOf(lang) === 'rtl';
  const rows = statistics.data?.success_rate_per_gateway;
  const chart = useMemo(() => {
    const data = gatewaySuccessData(rows ?? [], t('gateways.success_rate'), rtl);
    return {
      series: data.series,
      options: cartesianOptions(data, { lang, rtl, format: formatPercent, distributed: true, max: 100 }),
    };
  }, [rows, t, lang, rtl]);
  const title = t('gateways.success_title');
  return (
    <Panel
      title={title}
      state={panelState(statistics, (loaded) => loaded.success_rate_per_gateway.length === 0)}
    >
      <ChartFigure
        type="bar"
        height={280}
        series={chart.series}
        options={chart.options}
        label={t('gateways.success_summary')}
        table={
          <DataTable
            caption={title}
            headers={[t('gateways.gateway'), t('gateways.success_rate')]}
            rows={textRows((rows ?? []).map((row) => [row.name, formatPercent(row.value)]))}
          />
        }
      />
    </Panel>
  );
}
