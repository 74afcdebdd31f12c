import { Field, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import type { CheckInAdmission } from '@/domain/contracts/check-in';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { checkInEventsQuery, conflictsQuery } from '../api/check-in-api';

/** Places admitted at two gates while offline, as the server found them on upload (staff view). */
export function ConflictsView() {
  const { t } = useTranslation('check-in');
  const lang = useLang();
  const [eventId, setEventId] = useState<number | null>(null);
  const events = useQuery(checkInEventsQuery());
  const conflicts = useQuery(conflictsQuery(eventId));
  const admission = (value: CheckInAdmission) =>
    t('conflicts.admission', { gate: value.gate, time: formatDateTime(value.at, lang) });

  return (
    <Stack gap="4">
      {events.data && events.data.length > 0 && (
        <Field.Root maxWidth="sm">
          <Field.Label>{t('event.label')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={eventId ?? ''}
              onChange={(event) =>
                setEventId(event.currentTarget.value ? Number(event.currentTarget.value) : null)
              }
            >
              <option value="">{t('conflicts.all_events')}</option>
              {events.data.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {conflicts.isPending ? (
        <LoadingState />
      ) : conflicts.isError ? (
        <ErrorState error={conflicts.error} onRetry={() => void conflicts.refetch()} />
      ) : conflicts.data.length === 0 ? (
        <EmptyState message={t('conflicts.empty')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('conflicts.title')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {(['event', 'qr_number', 'customer', 'first', 'second', 'reported_at'] as const).map(
                  (column) => (
                    <Table.ColumnHeader key={column} scope="col">
                      {t(`conflicts.${column}`)}
                    </Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {conflicts.data.map((conflict) => (
                <Table.Row key={conflict.id}>
                  <Table.Cell>{conflict.event}</Table.Cell>
                  <Table.Cell fontWeight="semibold">{conflict.qr_number}</Table.Cell>
                  <Table.Cell>{conflict.customer_name}</Table.Cell>
                  <Table.Cell>{admission(conflict.first)}</Table.Cell>
                  <Table.Cell>{admission(conflict.second)}</Table.Cell>
                  <Table.Cell>{formatDateTime(conflict.reported_at, lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
