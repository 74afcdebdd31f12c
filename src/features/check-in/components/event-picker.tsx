import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import { checkInEventsQuery } from '../api/check-in-api';
import { useLiveQuery } from '../hooks/use-live-query';
import { listDoorEvents } from '../store/door-store';

/**
 * The server's events open for check-in, plus the events whose lists this device keeps, so a
 * door that reloads offline (or a user the events list refuses) can still pick its event.
 */
export function EventPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('check-in');
  const events = useQuery(checkInEventsQuery());
  const stored = useLiveQuery(listDoorEvents, null) ?? [];
  const options = new Map<number, string>();
  for (const event of events.data ?? []) options.set(event.id, event.title);
  for (const event of stored) if (!options.has(event.event_id)) options.set(event.event_id, event.title);
  if (value !== null && !options.has(value)) options.set(value, `#${value}`);

  return (
    <Field.Root maxWidth="md">
      <Field.Label>{t('event.label')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">{t('event.placeholder')}</option>
          {[...options].map(([id, title]) => (
            <option key={id} value={id}>
              {title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {events.isError && (
        <Text fontSize="sm" color="fg.muted" marginBlockStart="1">
          {t('event.stored_only')}
        </Text>
      )}
    </Field.Root>
  );
}
