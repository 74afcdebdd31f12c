import { Button, Card, DataList, Flex, Heading, HStack, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailStates } from '@/components/detail-states';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatDateTime, formatTimeRange } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { bookingDetailQuery, useUpdateBooking } from '../api/bookings';
import { BookedPlaces, PurchaseItems } from './booking-places';
import { referenceOf } from './bookings-table';
import { EditBookingDialog, EditEmailDialog } from './edit-dialogs';
import { StatusBadge } from './status-badge';

function Details({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card.Root as="section" size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label} alignItems="baseline">
              <DataList.ItemLabel minWidth="32">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

type OpenDialog = 'edit' | 'email' | 'cancel' | null;

/** SPEC 2.3 Booking details: ticket and customer details, items, places and the booking's actions. */
export function BookingDetailsPage({ id, sectionLabel }: { id: string; sectionLabel: string }) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const navigate = useNavigate();
  const detail = useQuery(bookingDetailQuery(id, lang));
  const update = useUpdateBooking(id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const listHref = `/${lang}/event/bookings`;
  const header = (
    <PageHeader
      title={t('details.title', { reference: referenceOf(id) })}
      crumbs={[{ label: sectionLabel }, { label: t('title'), href: listHref }]}
    />
  );

  if (detail.isPending || detail.isError) {
    return (
      <>
        {header}
        <DetailStates query={detail} notFoundMessage={t('details.not_found')} />
      </>
    );
  }

  const booking = detail.data;
  const canceled = booking.status === 'cancel';
  const slotItem =
    booking.items.find((item) => item.ticket.id === booking.current_ticket.id) ?? booking.items[0];

  const cancel = async () => {
    try {
      const answer = await update.mutateAsync({ status: 'cancel' });
      notifySuccess(answer?.message || t('cancel.done'));
      void navigate({ href: listHref });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      {header}
      <Stack gap="6">
        <Flex gap="3" wrap="wrap" align="center">
          <StatusBadge status={booking.status} />
          <HStack gap="2" wrap="wrap" marginInlineStart="auto">
            {booking.tickets_url && !canceled && (
              <Button asChild size="sm" variant="outline">
                <a href={booking.tickets_url} target="_blank" rel="noreferrer">
                  {t('actions.download_tickets')}
                </a>
              </Button>
            )}
            {booking.attachment_url && (
              <Button asChild size="sm" variant="outline">
                <a href={booking.attachment_url} target="_blank" rel="noreferrer" download>
                  {t('actions.download_attachment')}
                </a>
              </Button>
            )}
            {!canceled && (
              <>
                <Button size="sm" colorPalette="orange" onClick={() => setDialog('edit')}>
                  {t('actions.edit')}
                </Button>
                <Button size="sm" colorPalette="orange" variant="outline" onClick={() => setDialog('email')}>
                  {t('actions.edit_email')}
                </Button>
                <Button size="sm" colorPalette="red" variant="outline" onClick={() => setDialog('cancel')}>
                  {t('actions.cancel_booking')}
                </Button>
              </>
            )}
          </HStack>
        </Flex>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Details
            title={t('details.ticket')}
            rows={[
              [t('details.event'), booking.event],
              [t('details.ticket_name'), booking.current_ticket.name],
              [t('details.event_date'), formatDate(booking.event_date, lang)],
              ...(slotItem
                ? [
                    [
                      t('details.slot'),
                      formatTimeRange(slotItem.ticket.start_time, slotItem.ticket.end_time, lang),
                    ] as [string, ReactNode],
                  ]
                : []),
              [t('details.created'), formatDateTime(booking.created, lang)],
            ]}
          />
          <Details
            title={t('details.customer')}
            rows={[
              [t('details.name'), `${booking.customer_first_name} ${booking.customer_last_name}`],
              [t('details.email'), <bdi key="email">{booking.email}</bdi>],
              [t('details.phone'), <bdi key="phone">{booking.customer_phone ?? '—'}</bdi>],
              ...(booking.attachment_url
                ? [
                    [
                      t('details.attachment'),
                      <Link
                        key="attachment"
                        href={booking.attachment_url}
                        target="_blank"
                        rel="noreferrer"
                        color="orange.fg"
                      >
                        {t('actions.download_attachment')}
                      </Link>,
                    ] as [string, ReactNode],
                  ]
                : []),
            ]}
          />
          {booking.fields.length > 0 && (
            <Details
              title={t('details.fields')}
              rows={booking.fields.map((field): [string, ReactNode] => [field.label, field.value || '—'])}
            />
          )}
        </SimpleGrid>

        <PurchaseItems items={booking.items} lang={lang} />
        <BookedPlaces members={booking.members} lang={lang} />
      </Stack>

      <EditBookingDialog booking={booking} open={dialog === 'edit'} onClose={() => setDialog(null)} />
      <EditEmailDialog booking={booking} open={dialog === 'email'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('cancel.title')}
        message={t('cancel.message', { reference: referenceOf(booking.id) })}
        onConfirm={cancel}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
