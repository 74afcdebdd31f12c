import { Box, Button, Fieldset, HStack, IconButton, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId, useState } from 'react';
import { weekdayName } from '@/domain/date-formats';
import {
  type AllowedHours,
  type AllowedHoursProblem,
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

/** One weekday: its name and an add button, then its intervals or "Closed". */
function WeekdayRow({
  weekday,
  list,
  problems,
  onChange,
}: {
  weekday: number;
  list: HoursInterval[];
  /** This weekday's problems, to mark the intervals at fault. */
  problems: AllowedHoursProblem[];
  onChange: (list: HoursInterval[]) => void;
}) {
  const { t } = useTranslation('events-admin');
  const name = weekdayName(weekday, useLang(), 'long');
  const id = useId();
  const invalidAt = (number: number) =>
    problems.some((problem) => !('number' in problem) || problem.number === number);
  return (
    // A group inside the list item: the list keeps its items, the weekday names its controls.
    <Box as="li" paddingBlock="2" borderBlockEndWidth="1px">
      <Stack role="group" aria-labelledby={id} gap="2">
        <HStack justify="space-between" gap="2">
          <Text id={id} fontWeight="medium">
            {name}
          </Text>
          {list.length < MAX_INTERVALS_PER_DAY && (
            <Button
              size="xs"
              variant="outline"
              aria-label={t('hours.add_on', { weekday: name })}
              onClick={() => onChange([...list, NEW_INTERVAL])}
            >
              {t('hours.add')}
            </Button>
          )}
        </HStack>
        {list.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {t('hours.closed')}
          </Text>
        ) : (
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
                onChange={(next) => onChange(list.map((old, i) => (i === index ? next : old)))}
                onRemove={() => onChange(list.filter((_, i) => i !== index))}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * SPEC 4's hours per weekday for one ticket: off sells at any time; on, a row per weekday
 * with its intervals, and a weekday without any is closed (src/domain/ticket-allowed-hours.ts).
 */
export function AllowedHoursEditor() {
  const { t } = useTranslation('events-admin');
  const [field, meta, helpers] = useField<AllowedHours | null>('allowed_hours');
  // Switching off and on again brings back what was set, not the default week.
  const [kept, setKept] = useState<AllowedHours>(field.value ?? OPEN_WEEK);
  const hours = field.value;
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const problems = error ? allowedHoursProblems(hours) : [];
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('hours.title')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('hours.hint')}</Fieldset.HelperText>
      <Switch.Root
        display="flex"
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
      {/* Above the week, where a phone still shows it after Save. */}
      {error && <Fieldset.ErrorText aria-live="polite">{error}</Fieldset.ErrorText>}
      {hours && (
        <Stack as="ul" listStyleType="none" gap="0" marginBlockStart="2" aria-label={t('hours.per_weekday')}>
          {WEEKDAYS.map((weekday) => (
            <WeekdayRow
              key={weekday}
              weekday={weekday}
              list={hours[weekday] ?? []}
              problems={problems.filter((problem) => 'weekday' in problem && problem.weekday === weekday)}
              onChange={(list) => void helpers.setValue({ ...hours, [weekday]: list })}
            />
          ))}
        </Stack>
      )}
    </Fieldset.Root>
  );
}
