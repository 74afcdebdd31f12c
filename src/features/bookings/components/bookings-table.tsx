import { Button, Table } from '@chakra-ui/react';
import { SpaLink } from '@/components/spa-link';
import type { BookingRow } from '@/domain/contracts/bookings';
import { formatDate, formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useSendBookingEmail } from '../api/bookings';
import { StatusBadge } from './status-badge';

const COLUMNS = [
  'reference',
  'event',
  'ticket',
  'event_date',
  'full_name',
  'email',
  'phone',
  'quantity',
  'status',
  'attended',
  'created',
] as const;

/** A short, readable reference for the booking's id (the full id is in the link). */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

function SendEmailButton({ row }: { row: BookingRow }) {
  const { t } = useTranslation('bookings');
  const send = useSendBookingEmail();
  const reference = referenceOf(row.id);
  return (
    <Button
      size="xs"
      variant="outline"
      loading={send.isPending}
      aria-label={t('table.send_email_for', { reference })}
      onClick={() =>
        send.mutate(row.id, {
          onSuccess: (answer) =>
            notifySuccess(answer?.message || t('table.email_sent', { email: row.email })),
          onError: notifyError,
        })
      }
    >
      {t('table.send_email')}
    </Button>
  );
}

/** SPEC 2.3 Booking list rows; the reference links to the booking's details. */
export function BookingsTable({
  rows,
  lang,
  basePath,
}: {
  rows: BookingRow[];
  lang: Lang;
  basePath: string;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{t('table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column}
                whiteSpace="nowrap"
                textAlign={column === 'quantity' || column === 'attended' ? 'end' : 'start'}
              >
                {t(`table.${column}`)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('table.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell whiteSpace="nowrap">
                <SpaLink
                  href={`${basePath}/${row.id}`}
                  color="orange.fg"
                  fontWeight="medium"
                  fontFamily="mono"
                  aria-label={t('table.open', { reference: referenceOf(row.id) })}
                >
                  {referenceOf(row.id)}
                </SpaLink>
              </Table.Cell>
              <Table.Cell>{row.event}</Table.Cell>
              <Table.Cell>{row.ticket}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.event_date, lang)}</Table.Cell>
              <Table.Cell>{row.full_name}</Table.Cell>
              <Table.Cell>
                <bdi>{row.email}</bdi>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <bdi>{row.customer_phone ?? '—'}</bdi>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.quantity}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.attended}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.created, lang)}</Table.Cell>
              <Table.Cell>
                <SendEmailButton row={row} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
