import { Box, Button, Fieldset, HStack, IconButton, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import { weekdayName } from '@/domain/date-formats';
import {
  type AllowedHours,
  allowedHoursProblems,
  MAX_INTERVALS_PER_DAY,
  WEEKDAYS,
} from '@/domain/ticket-allowed-hours';
import type { HoursInterval } from '@/domain/weekday-hours';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** What switching the limit on offers: every weekday open in the day's usual hours, to narrow from. */
const OPEN_WEEK: AllowedHours = Object.fromEntries(
  WEEKDAYS.map((weekday) => [weekday, [{ from: '09:00', to: '22:00' }]]),
);
const NEW_INTERVAL: HoursInterval = { from: '09:00', to: '22:00' };

function IntervalRow({
  weekday,
  number,
  interval,
  invalid,
  onChange,
  onRemove,
}: {
  weekday: string;
  number: number;
  interval: HoursInterval;
  invalid: boolean;
  onChange: (interval: HoursInterval) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('events-admin');
  const time = (end: 'from' | 'to') => (
    <Input
      type="time"
      size="sm"
      width="32"
      dir="ltr"
      aria-label={t(`hours.${end}`, { weekday, number })}
      aria-invalid={invalid || undefined}
      value={interval[end]}
      onChange={(event) => onChange({ ...interval, [end]: event.currentTarget.value })}
    />
  );
  return (
    <HStack as="li" gap="2">
      {time('from')}
      <Text aria-hidden>–</Text>
      {time('to')}
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('hours.remove', { weekday, number })}
        onClick={onRemove}
      >
        ✕
      </IconButton>
    </HStack>
  );
}

/**
 * SPEC 4's hours per weekday for one ticket: off sells at any time; on, a row per weekday
 * with its intervals, and a weekday without any is closed (src/domain/ticket-allowed-hours.ts).
 */
export function AllowedHoursEditor() {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const [field, meta, helpers] = useField<AllowedHours | null>('allowed_hours');
  // Switching off and on again brings back what was set, not the default week.
  const [kept, setKept] = useState<AllowedHours>(field.value ?? OPEN_WEEK);
  const hours = field.value;
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const problems = error ? allowedHoursProblems(hours) : [];
  const setDay = (weekday: number, list: HoursInterval[]) =>
    void helpers.setValue({ ...hours, [weekday]: list });
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('hours.title')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('hours.hint')}</Fieldset.HelperText>
      <Switch.Root
        marginBlockStart="2"
        colorPalette="orange"
        checked={hours !== null}
        onCheckedChange={({ checked }) => {
          if (!checked && hours) setKept(hours);
          void helpers.setValue(checked ? kept : null);
        }}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('hours.limit')}</Switch.Label>
      </Switch.Root>
      {hours && (
        <Stack as="ul" listStyleType="none" gap="0" marginBlockStart="2" aria-label={t('hours.per_weekday')}>
          {WEEKDAYS.map((weekday) => {
            const name = weekdayName(weekday, lang, 'long');
            const list = hours[weekday] ?? [];
            const invalidAt = (number: number) =>
              problems.some(
                (problem) =>
                  'weekday' in problem &&
                  problem.weekday === weekday &&
                  (!('number' in problem) || problem.number === number),
              );
            return (
              <Stack
                as="li"
                key={weekday}
                direction={{ base: 'column', sm: 'row' }}
                gap="2"
                paddingBlock="2"
                borderBlockEndWidth="1px"
              >
                <Text id={`hours-day-${weekday}`} fontWeight="medium" width={{ sm: '28' }} flexShrink={0}>
                  {name}
                </Text>
                <Stack gap="2" flex="1" role="group" aria-labelledby={`hours-day-${weekday}`}>
                  {list.length === 0 && <Text color="fg.muted">{t('hours.closed')}</Text>}
                  {list.length > 0 && (
                    <Stack as="ul" listStyleType="none" gap="2">
                      {list.map((interval, index) => (
                        <IntervalRow
                          // Intervals have no ids: a row is its place in the day's list.
                          // biome-ignore lint/suspicious/noArrayIndexKey: see above
                          key={index}
                          weekday={name}
                          number={index + 1}
                          interval={interval}
                          invalid={invalidAt(index + 1)}
                          onChange={(next) =>
                            setDay(
                              weekday,
                              list.map((old, i) => (i === index ? next : old)),
                            )
                          }
                          onRemove={() =>
                            setDay(
                              weekday,
                              list.filter((_, i) => i !== index),
                            )
                          }
                        />
                      ))}
                    </Stack>
                  )}
                  {list.length < MAX_INTERVALS_PER_DAY && (
                    <Box>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('hours.add_on', { weekday: name })}
                        onClick={() => setDay(weekday, [...list, NEW_INTERVAL])}
                      >
                        {t('hours.add')}
                      </Button>
                    </Box>
                  )}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
      {error && <Fieldset.ErrorText aria-live="polite">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
