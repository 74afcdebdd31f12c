import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { CheckboxControl } from '@/components/formik-fields';
import { useTranslation } from '@/lib/i18n-react';
import type { ExceptionValues } from '../schemas/hours-values';
import { PeriodInputs } from './weekly-hours-editor';

/** Dated exceptions to the weekly hours (holidays): closed all day, or open in their own periods. */
export function HoursExceptionsEditor({ name = 'hours_exceptions' }: { name?: string }) {
  const { t } = useTranslation('menu-admin');
  const [field, meta, helpers] = useField<ExceptionValues[]>(name);
  const list = field.value;
  const set = (index: number, entry: ExceptionValues) =>
    void helpers.setValue(list.map((old, at) => (at === index ? entry : old)));
  // The list's own problem (a date twice, a date without hours), from the form or the server.
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {t('hours.exceptions_hint')}
      </Text>
      {list.length === 0 && <Text color="fg.muted">{t('hours.no_exceptions')}</Text>}
      {list.map((entry, index) => {
        const label = entry.date || t('hours.exception_n', { n: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a date may be blank
          <Stack key={index} as="fieldset" gap="2" padding="3" borderWidth="1px" borderRadius="md">
            <HStack gap="3" wrap="wrap" align="flex-end">
              <Field.Root width="auto">
                <Field.Label textStyle="xs">{t('hours.date')}</Field.Label>
                <Input
                  type="date"
                  size="sm"
                  dir="ltr"
                  value={entry.date}
                  onChange={(event) => set(index, { ...entry, date: event.currentTarget.value })}
                />
              </Field.Root>
              <CheckboxControl
                label={t('hours.closed_all_day')}
                checked={entry.closed}
                onChange={(closed) => set(index, { ...entry, closed })}
              />
              <Button
                size="xs"
                variant="ghost"
                onClick={() => void helpers.setValue(list.filter((_, at) => at !== index))}
                aria-label={t('hours.remove_exception', { date: label })}
              >
                {t('actions.remove')}
              </Button>
            </HStack>
            {!entry.closed && (
              <Stack gap="2">
                {entry.periods.map((period, at) => (
                  <PeriodInputs
                    // biome-ignore lint/suspicious/noArrayIndexKey: periods are edited in place
                    key={at}
                    label={label}
                    period={period}
                    onChange={(next) =>
                      set(index, {
                        ...entry,
                        periods: entry.periods.map((old, i) => (i === at ? next : old)),
                      })
                    }
                    onRemove={() =>
                      set(index, { ...entry, periods: entry.periods.filter((_, i) => i !== at) })
                    }
                  />
                ))}
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="flex-start"
                  onClick={() =>
                    set(index, { ...entry, periods: [...entry.periods, { opens: '09:00', closes: '22:00' }] })
                  }
                >
                  {t('hours.add')}
                </Button>
              </Stack>
            )}
          </Stack>
        );
      })}
      {error && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {error}
        </Text>
      )}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => void helpers.setValue([...list, { date: '', closed: true, periods: [] }])}
      >
        {t('hours.add_exception')}
      </Button>
    </Stack>
  );
}
