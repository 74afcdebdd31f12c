import { Alert, Button, Card, Field, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SpaLink } from '@/components/spa-link';
import type { BookingResponse } from '@/domain/contracts/events';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { dashboardEventQuery, dashboardEventsQuery } from '../api/events';
import { BookingCreateForm } from './booking-create-form';

function PaymentLink({ created, onAnother }: { created: BookingResponse; onAnother: () => void }) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  return (
    <Card.Root maxWidth="3xl" role="status">
      <Card.Body gap="4">
        <Text fontWeight="semibold">{t('create.payment_created')}</Text>
        {created.redirect_url && (
          <Link
            href={created.redirect_url}
            target="_blank"
            rel="noreferrer"
            color="orange.fg"
            dir="ltr"
            wordBreak="break-all"
          >
            {created.redirect_url}
          </Link>
        )}
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm" colorPalette="orange">
            <SpaLink href={`/${lang}/event/bookings/${created.booking_id}`}>
              {t('create.open_booking')}
            </SpaLink>
          </Button>
          <Button size="sm" variant="outline" onClick={onAnother}>
            {t('create.another')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function EventForm({
  eventId,
  onCreated,
}: {
  eventId: number;
  onCreated: (created: BookingResponse) => void;
}) {
  const lang = useLang();
  const event = useQuery(dashboardEventQuery(eventId, lang));
  if (event.isPending) return <LoadingState />;
  if (event.isError) return <ErrorState error={event.error} onRetry={() => void event.refetch()} />;
  return <BookingCreateForm key={event.data.id} event={event.data} onCreated={onCreated} />;
}

/** SPEC 2.3 Booking create: pick the event, then its form; free bookings open, paid ones show the payment link. */
export function CreateBooking() {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const navigate = useNavigate();
  const events = useQuery(dashboardEventsQuery(lang));
  const [eventId, setEventId] = useState<number | null>(null);
  const [paid, setPaid] = useState<BookingResponse | null>(null);

  if (events.isPending) return <LoadingState />;
  if (events.isError) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  if (paid) return <PaymentLink created={paid} onAnother={() => setPaid(null)} />;

  const onCreated = (created: BookingResponse) => {
    if (created.redirect_url) {
      setPaid(created);
      return;
    }
    notifySuccess(t('create.done'));
    void navigate({ href: `/${lang}/event/bookings/${created.booking_id}` });
  };

  return (
    <Stack gap="5">
      {events.data.length === 0 ? (
        <Alert.Root status="info" maxWidth="3xl">
          <Alert.Indicator />
          <Alert.Title>{t('create.no_events')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Field.Root maxWidth="md" required>
          <Field.Label>
            {t('fields.event')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={eventId ?? ''}
              onChange={(event) =>
                setEventId(event.currentTarget.value ? Number(event.currentTarget.value) : null)
              }
              bg="white"
            >
              <option value="">{t('fields.choose_event')}</option>
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
      {eventId !== null && <EventForm eventId={eventId} onCreated={onCreated} />}
    </Stack>
  );
}
