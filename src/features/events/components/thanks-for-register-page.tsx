import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { loadFullTheme } from '@/app/app-theme';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { readBooking } from '../lib/booking-store';
import { type EventsHeader, EventsMessage } from './events-frame';

// The QR drawing (and its recipe, in the full theme) load only when there are codes to show.
const TicketQrCodes = lazy(() =>
  Promise.all([import('./ticket-qr-codes'), loadFullTheme()]).then(([module]) => ({
    default: module.TicketQrCodes,
  })),
);

/** SPEC 2.1 thanks-for-register: the free booking is confirmed; its tickets and QR codes. */
export function ThanksForRegisterPage({
  bookingId,
  header,
}: {
  bookingId: string | undefined;
  header?: EventsHeader;
}) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const [booking] = useState(() => (bookingId ? readBooking(bookingId) : null));
  const places = booking?.places ?? [];
  return (
    <EventsMessage
      header={header}
      title={t('thanks.title')}
      message={booking ? t('thanks.message') : t('thanks.missing')}
    >
      <Stack gap="5" align="center" width="full">
        {booking?.tickets_url && (
          <Button asChild colorPalette="orange">
            <a href={booking.tickets_url} target="_blank" rel="noopener">
              {t('thanks.download')}
            </a>
          </Button>
        )}
        {places.length > 0 && (
          <Suspense fallback={<Box minHeight="64" aria-busy="true" />}>
            <TicketQrCodes places={places} />
          </Suspense>
        )}
        <Link asChild color="orange.700">
          <RouterLink to="/$lang/events" params={{ lang }}>
            {t('thanks.events')}
          </RouterLink>
        </Link>
      </Stack>
    </EventsMessage>
  );
}
