import { Button, Card, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from '@tanstack/react-router';
import { kuwaitWallClock } from '@/domain/business-time';
import type { BookingResponse } from '@/domain/contracts/events';
import { formatSlot } from '@/domain/date-formats';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useEventPage } from '../hooks/use-event-page';
import { ticketTotal } from '../lib/format';
import { type ChosenTickets, resolveSelection } from '../lib/selection';
import { EventHeading } from './event-summary';
import { EventsFrame, type EventsHeader, EventsMessage } from './events-frame';
import { type ChoicesSlot, RegisterForm } from './register-form';

interface RegisterPageProps {
  slug: string;
  chosen: ChosenTickets;
  header?: EventsHeader;
  renderChoices: ChoicesSlot;
  onBooked: (booking: BookingResponse) => void;
}

/** The chosen ticket, date and quantity (from the event page), then the booking form. */
export function RegisterPage({ slug, chosen, header, renderChoices, onBooked }: RegisterPageProps) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const { event, fallback } = useEventPage(slug, header);
  if (!event) return fallback;
  if (!event.on_sale && event.sale_starts_at)
    return <Navigate to="/$lang/ticketwaitingzone" params={{ lang }} search={{ event: slug }} replace />;
  // The event page says why nothing can be booked.
  if (event.sale_phase === 'closed' || event.sale_phase === 'canceled')
    return <Navigate to="/$lang/events/$slug" params={{ lang, slug }} replace />;

  const selection = resolveSelection(event, chosen, kuwaitWallClock(new Date()));
  const { ticket, date, quantity } = selection;
  const back = (label: string) => (
    <RouterLink
      to="/$lang/events/$slug"
      params={{ lang, slug }}
      search={{ ticket: chosen.ticket, date: chosen.date, quantity: chosen.quantity }}
    >
      {label}
    </RouterLink>
  );
  // The link was shared, or the date sold out meanwhile: choose again on the event page.
  if (!ticket || !date || date !== chosen.date || chosen.ticket !== ticket.id)
    return (
      <EventsMessage
        header={header}
        unit={event.unit_details}
        title={event.title}
        message={t('register.missing')}
      >
        <Button asChild colorPalette="orange">
          {back(t('register.choose'))}
        </Button>
      </EventsMessage>
    );
  const free = event.is_free || amountMinor(ticket.price, event.currency_code) === 0;

  return (
    <EventsFrame header={header} unit={event.unit_details} appearance={event.appearance}>
      <Stack gap="6">
        <EventHeading event={event} />
        <Card.Root variant="subtle">
          <Card.Body>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Stack gap="0.5">
                <Text fontWeight="semibold">{t('register.summary', { quantity, ticket: ticket.name })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatSlot(date, ticket.start_time, ticket.end_time, lang)}
                </Text>
              </Stack>
              <Flex gap="3" align="center">
                {!free && (
                  <Text fontWeight="bold">
                    {formatMoney(
                      ticketTotal(ticket.price, quantity, event.currency_code),
                      event.currency_code,
                      lang,
                    )}
                  </Text>
                )}
                <Link asChild color="orange.700" fontSize="sm">
                  {back(t('register.change'))}
                </Link>
              </Flex>
            </Flex>
          </Card.Body>
        </Card.Root>
        <RegisterForm
          event={event}
          ticket={ticket}
          date={date}
          quantity={quantity}
          free={free}
          renderChoices={renderChoices}
          onBooked={onBooked}
        />
      </Stack>
    </EventsFrame>
  );
}
