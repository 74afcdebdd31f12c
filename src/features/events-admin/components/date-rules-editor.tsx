import {
  Button,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import { type CalendarDate, isCalendarDate } from '@/domain/business-time';
import { formatDate } from '@/domain/date-formats';
import { expandTicketDates, type TicketDateRule } from '@/domain/event-schedule';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** How many of the expanded dates the preview lists before "and N more". */
const PREVIEW_DATES = 12;

function ruleOfKind(kind: TicketDateRule['kind'], from: CalendarDate): TicketDateRule {
  if (kind === 'day') return { kind, date: from };
  if (kind === 'range') return { kind, from, to: from };
  return { kind, from, to: from, weekdays: [] };
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root width="auto">
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input
        type="date"
        size="sm"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}

function RuleRow({
  rule,
  index,
  onChange,
  onRemove,
}: {
  rule: TicketDateRule;
  index: number;
  onChange: (rule: TicketDateRule) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('events-admin');
  const start = rule.kind === 'day' ? rule.date : rule.from;
  return (
    <Stack gap="2" padding="3" borderWidth="1px" borderRadius="md">
      <HStack justify="space-between" gap="2">
        <Field.Root width="auto">
          <Field.Label textStyle="sm">{t('dates.rule_kind', { number: index + 1 })}</Field.Label>
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field
              value={rule.kind}
              onChange={(event) => onChange(ruleOfKind(event.target.value as TicketDateRule['kind'], start))}
            >
              {(['day', 'range', 'weekly'] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {t(`dates.kind_${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('dates.remove_rule', { number: index + 1 })}
          onClick={onRemove}
        >
          ✕
        </IconButton>
      </HStack>
      <HStack gap="3" wrap="wrap">
        {rule.kind === 'day' ? (
          <DateInput
            label={t('dates.day')}
            value={rule.date}
            onChange={(date) => onChange({ ...rule, date })}
          />
        ) : (
          <>
            <DateInput
              label={t('dates.from')}
              value={rule.from}
              onChange={(from) => onChange({ ...rule, from })}
            />
            <DateInput label={t('dates.to')} value={rule.to} onChange={(to) => onChange({ ...rule, to })} />
          </>
        )}
      </HStack>
      {rule.kind === 'weekly' && (
        <Fieldset.Root>
          <Fieldset.Legend textStyle="sm">{t('dates.weekdays')}</Fieldset.Legend>
          <HStack gap="1" wrap="wrap">
            {WEEKDAYS.map((day) => {
              const on = rule.weekdays.includes(day);
              return (
                <Button
                  key={day}
                  size="xs"
                  variant={on ? 'solid' : 'outline'}
                  colorPalette={on ? 'orange' : 'gray'}
                  aria-pressed={on}
                  onClick={() =>
                    onChange({
                      ...rule,
                      weekdays: on ? rule.weekdays.filter((d) => d !== day) : [...rule.weekdays, day].sort(),
                    })
                  }
                >
                  {t(`dates.weekday_${day}`)}
                </Button>
              );
            })}
          </HStack>
        </Fieldset.Root>
      )}
    </Stack>
  );
}

/** The ticket's dates as rules (days, ranges, weekly patterns) less excluded days, with a preview of what they give. */
export function DateRulesEditor({ firstDay }: { firstDay: CalendarDate }) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const [rules, rulesMeta, rulesHelpers] = useField<TicketDateRule[]>('date_rules');
  const [excluded, excludedMeta, excludedHelpers] = useField<string[]>('excluded_dates');
  const [toExclude, setToExclude] = useState('');
  const { dates, tooMany } = expandTicketDates(rules.value, excluded.value);
  const setRules = (next: TicketDateRule[]) => void rulesHelpers.setValue(next);
  const error = typeof rulesMeta.error === 'string' ? rulesMeta.error : undefined;
  return (
    <Stack gap="4">
      <Fieldset.Root invalid={Boolean(error)}>
        <Fieldset.Legend>{t('dates.title')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('dates.hint')}</Fieldset.HelperText>
        <Stack gap="3" marginBlockStart="2">
          {rules.value.map((rule, index) => (
            <RuleRow
              // Rules have no ids: a row is its place in the list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              rule={rule}
              index={index}
              onChange={(next) => setRules(rules.value.map((old, i) => (i === index ? next : old)))}
              onRemove={() => setRules(rules.value.filter((_, i) => i !== index))}
            />
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => setRules([...rules.value, ruleOfKind('day', firstDay)])}
          >
            {t('dates.add_rule')}
          </Button>
        </Stack>
        {error && <Fieldset.ErrorText aria-live="polite">{error}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Fieldset.Root invalid={Boolean(excludedMeta.error)}>
        <Fieldset.Legend>{t('dates.excluded')}</Fieldset.Legend>
        <HStack gap="2" wrap="wrap" align="flex-end">
          <DateInput label={t('dates.exclude_day')} value={toExclude} onChange={setToExclude} />
          <Button
            size="sm"
            variant="outline"
            disabled={!isCalendarDate(toExclude)}
            onClick={() => {
              void excludedHelpers.setValue([...new Set([...excluded.value, toExclude])].sort());
              setToExclude('');
            }}
          >
            {t('dates.exclude')}
          </Button>
        </HStack>
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={t('dates.excluded')}>
          {excluded.value.map((date) => (
            <HStack
              as="li"
              key={date}
              gap="1"
              borderWidth="1px"
              borderRadius="full"
              paddingInline="2"
              textStyle="sm"
            >
              <Text>{formatDate(date, lang)}</Text>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={t('dates.include_again', { date: formatDate(date, lang) })}
                onClick={() => void excludedHelpers.setValue(excluded.value.filter((d) => d !== date))}
              >
                ✕
              </IconButton>
            </HStack>
          ))}
        </HStack>
      </Fieldset.Root>
      <Stack gap="1" padding="3" bg="bg.muted" borderRadius="md" aria-live="polite">
        <Text fontWeight="medium">{t('dates.preview', { count: dates.length })}</Text>
        {tooMany && <Text color="fg.error">{t('dates.too_many')}</Text>}
        <Text textStyle="sm" color="fg.muted">
          {dates
            .slice(0, PREVIEW_DATES)
            .map((date) => formatDate(date, lang))
            .join(lang === 'ar' ? '، ' : ', ')}
          {dates.length > PREVIEW_DATES && ` ${t('dates.more', { count: dates.length - PREVIEW_DATES })}`}
        </Text>
      </Stack>
    </Stack>
  );
}
