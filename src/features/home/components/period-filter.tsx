import { Field, Flex, Input, Text } from '@chakra-ui/react';
import { REPORT_PERIODS, type ReportPeriod } from '@/domain/report-periods';
import { useTranslation } from '@/lib/i18n-react';
import {
  DEFAULT_PERIOD,
  type HomeSearch,
  searchForPeriod,
  searchForRange,
  statisticsParams,
} from '../lib/period';
import { SelectField } from './select-field';

/** SPEC 2.3: report period select, and From/To when the period is custom (To's minimum is From). */
export function PeriodFilter({
  search,
  onSearchChange,
}: {
  search: HomeSearch;
  onSearchChange: (next: HomeSearch) => void;
}) {
  const { t } = useTranslation('home');
  const period = search.period ?? DEFAULT_PERIOD;
  const incomplete = period === 'custom' && statisticsParams(search) === null;

  return (
    <Flex gap="4" wrap="wrap" align="flex-end">
      <SelectField
        label={t('period.label')}
        value={period}
        options={REPORT_PERIODS.map((value) => ({ value, label: t(`period.choices.${value}`) }))}
        onChange={(value) => onSearchChange(searchForPeriod(search, value as ReportPeriod))}
      />
      {period === 'custom' && (
        <>
          <Field.Root width="44">
            <Field.Label>{t('period.from')}</Field.Label>
            <Input
              type="date"
              size="sm"
              value={search.date_after ?? ''}
              onChange={(event) =>
                onSearchChange(searchForRange(search, { date_after: event.currentTarget.value || undefined }))
              }
            />
          </Field.Root>
          <Field.Root width="44" invalid={incomplete}>
            <Field.Label>{t('period.to')}</Field.Label>
            <Input
              type="date"
              size="sm"
              value={search.date_before ?? ''}
              min={search.date_after}
              onChange={(event) =>
                onSearchChange(
                  searchForRange(search, { date_before: event.currentTarget.value || undefined }),
                )
              }
            />
          </Field.Root>
        </>
      )}
      {incomplete && (
        <Text color="fg.error" fontSize="sm" role="alert" flexBasis="100%">
          {t('period.incomplete')}
        </Text>
      )}
    </Flex>
  );
}
