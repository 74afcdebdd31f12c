import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import type { WeeklyPeriod } from '@/domain/contracts/menu-admin';
import { useTranslation } from '@/lib/i18n-react';
import { sortedHours } from '../schemas/hours-values';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One opening period's two times, labelled with its day for screen readers. */
export function PeriodInputs({
  label,
  period,
  onChange,
  onRemove,
}: {
  label: string;
  period: { opens: string; closes: string };
  onChange: (period: { opens: string; closes: string }) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('menu-admin');
  return (
    <HStack gap="2" wrap="wrap">
      <Input
        type="time"
        size="sm"
        width="32"
        dir="ltr"
        aria-label={t('hours.opens_on', { day: label })}
        value={period.opens}
        onChange={(event) => onChange({ ...period, opens: event.currentTarget.value })}
      />
      <Text aria-hidden>–</Text>
      <Input
        type="time"
        size="sm"
        width="32"
        dir="ltr"
        aria-label={t('hours.closes_on', { day: label })}
        value={period.closes}
        onChange={(event) => onChange({ ...period, closes: event.currentTarget.value })}
      />
      <Button size="xs" variant="ghost" onClick={onRemove} aria-label={t('hours.remove_on', { day: label })}>
        {t('actions.remove')}
      </Button>
    </HStack>
  );
}

/** The week's opening hours, a row per weekday; a day without hours is closed. */
export function WeeklyHoursEditor({ name = 'working_hours' }: { name?: string }) {
  const { t } = useTranslation('menu-admin');
  const [field, , helpers] = useField<WeeklyPeriod[]>(name);
  const hours = field.value;
  const set = (next: WeeklyPeriod[]) => void helpers.setValue(sortedHours(next));
  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {t('hours.weekly_hint')}
      </Text>
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('hours.weekly')}</Table.Caption>
        <Table.Body>
          {WEEKDAYS.map((weekday) => {
            const day = t(`weekdays.${weekday}`);
            const periods = hours.filter((period) => period.weekday === weekday);
            return (
              <Table.Row key={weekday}>
                <Table.ColumnHeader scope="row" width="28" verticalAlign="top">
                  {day}
                </Table.ColumnHeader>
                <Table.Cell>
                  <Stack gap="2">
                    {periods.length === 0 && <Text color="fg.muted">{t('hours.closed')}</Text>}
                    {periods.map((period) => (
                      <PeriodInputs
                        key={`${period.opens}-${hours.indexOf(period)}`}
                        label={day}
                        period={period}
                        onChange={(next) =>
                          set(hours.map((entry) => (entry === period ? { ...entry, ...next } : entry)))
                        }
                        onRemove={() => set(hours.filter((entry) => entry !== period))}
                      />
                    ))}
                    <Button
                      size="xs"
                      variant="outline"
                      alignSelf="flex-start"
                      onClick={() => set([...hours, { weekday, opens: '09:00', closes: '22:00' }])}
                      aria-label={t('hours.add_on', { day })}
                    >
                      {t('hours.add')}
                    </Button>
                  </Stack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
