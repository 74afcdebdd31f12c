import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { monthNames } from '@/domain/date-formats';
import { groupDecimal } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { dirOf } from '@/lib/lang-path';
import { averageSizeQuery } from '../api/get-average-size';
import { cartesianOptions } from '../lib/chart-options';
import { averageSizeData } from '../lib/chart-series';
import { YEAR_COUNT } from '../lib/period';
import { ChartFigure } from './chart-figure';
import { DataTable, textRows } from './data-table';
import { Panel, panelState } from './panel';
import { SelectField } from './select-field';

const amountAxis = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Average paid transaction per month of the chosen year, one line per currency (SPEC 9: 10 years). */
export function AverageSizeCard({
  year,
  currentYear,
  onYearChange,
}: {
  year: number;
  currentYear: number;
  onYearChange: (year: number) => void;
}) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const rtl = dirOf(lang) === 'rtl';
  const query = useQuery(averageSizeQuery(year));
  const data = query.data;
  const months = useMemo(() => monthNames(lang), [lang]);
  const years = data?.years ?? Array.from({ length: YEAR_COUNT }, (_, index) => currentYear - index);

  const chart = useMemo(() => {
    if (!data) return undefined;
    const series = averageSizeData(data, months, rtl);
    return {
      series: series.series,
      options: cartesianOptions(series, { lang, rtl, format: amountAxis.format }),
    };
  }, [data, months, lang, rtl]);

  const title = t('average.title');
  return (
    <Panel
      title={title}
      state={panelState(query, (loaded) =>
        loaded.series.every((entry) => entry.months.every((value) => Number(value) === 0)),
      )}
      emptyMessage={t('average.empty', { year })}
      actions={
        <SelectField
          label={t('average.year')}
          value={String(year)}
          width="28"
          options={years.map((value) => ({ value: String(value), label: String(value) }))}
          onChange={(value) => onYearChange(Number(value))}
        />
      }
    >
      {data && chart && (
        <ChartFigure
          type="line"
          height={280}
          series={chart.series}
          options={chart.options}
          label={t('average.summary', { year: data.year })}
          table={
            <DataTable
              caption={t('average.summary', { year: data.year })}
              headers={[t('average.month'), ...data.series.map((entry) => entry.currency_code)]}
              rows={textRows(
                months.map((month, index) => [
                  month,
                  ...data.series.map((entry) => groupDecimal(entry.months[index] ?? '0')),
                ]),
              )}
            />
          }
        />
      )}
    </Panel>
  );
}
