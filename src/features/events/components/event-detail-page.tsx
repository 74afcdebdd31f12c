import { Box, Button, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from '@tanstack/react-router';
import { DrawnFormFields } from '@/components/drawn-form-fields';
import { kuwaitWallClock } from '@/domain/business-time';
import type { EventDetail } from '@/domain/contracts/events';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useEventPage } from '../hooks/use-event-page';
import { ticketTotal } from '../lib/format';
import { type ChosenTickets, isEventOver, resolveSelection } from '../lib/selection';
import { EventHeading } from './event-summary';
import { EventsFrame, type EventsHeader } from './events-frame';
import { TicketPicker } from './ticket-picker';

interface EventDetailPageProps {
  slug: string;
  chosen: ChosenTickets;
  onChoose: (chosen: ChosenTickets) => void;
  onBook: (chosen: Required<ChosenTickets>) => void;
  header?: EventsHeader;
}

/** Loads the event; not found, the waiting zone before sales open, or the event and its tickets. */
export function EventDetailPage({ slug, header, ...rest }: EventDetailPageProps) {
  const lang = useLang();
  const { event, fallback } = useEventPage(slug, header);
  if (!event) return fallback;
  if (!event.on_sale && event.sale_starts_at)
    return <Navigate to="/$lang/ticketwaitingzone" params={{ lang }} search={{ event: slug }} replace />;
  return (
    <EventsFrame header={header} unit={event.unit_details} appearance={event.appearance}>
      <EventBody event={event} {...rest} />
    </EventsFrame>
  );
}

function EventBody({
  event,
  chosen,
  onChoose,
  onBook,
}: Omit<EventDetailPageProps, 'slug' | 'header'> & { event: EventDetail }) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const now = kuwaitWallClock(new Date());
  const selection = resolveSelection(event, chosen, now);
  const over = isEventOver(event, now);
  const stopped = event.sale_phase === 'closed' || event.sale_phase === 'canceled';
  const free = event.is_free || amountMinor(selection.ticket?.price, event.currency_code) === 0;

  return (
    <Stack gap="6">
      <Box>
        <Link asChild color="orange.700" fontSize="sm">
          <RouterLink to="/$lang/events" params={{ lang }}>
            {t('detail.back')}
          </RouterLink>
        </Link>
      </Box>
      <EventHeading event={event} />
      {event.description && (
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t('detail.about')}
          </Heading>
          <Text whiteSpace="pre-line">{event.description}</Text>
        </Stack>
      )}
      {over ? (
        <Stack gap="3" align="flex-start">
          <Text fontWeight="medium">{t('detail.over')}</Text>
          {event.feedback_open && (
            <Button asChild colorPalette="orange">
              <RouterLink to="/$lang/leave-feedback/$slug" params={{ lang, slug: event.slug }}>
                {t('detail.leave_feedback')}
              </RouterLink>
            </Button>
          )}
        </Stack>
      ) : stopped ? (
        <Text fontWeight="medium" role="status">
          {t(event.sale_phase === 'canceled' ? 'detail.canceled' : 'detail.sales_closed')}
        </Text>
      ) : (
        <DrawnFormFields gap="6">
          <TicketPicker event={event} selection={selection} onChange={onChoose} />
          {selection.ticket && !free && (
            <Card.Root variant="subtle">
              <Card.Body>
                <Flex justify="space-between" align="center" gap="3">
                  <Text fontWeight="medium">{t('detail.total')}</Text>
                  <Text fontSize="xl" fontWeight="bold" aria-live="polite">
                    {formatMoney(
                      ticketTotal(selection.ticket.price, selection.quantity, event.currency_code),
                      event.currency_code,
                      lang,
                    )}
                  </Text>
                </Flex>
              </Card.Body>
            </Card.Root>
          )}
          {!selection.date && selection.options.length > 0 && (
            <Text color="fg.muted" role="status">
              {t('detail.choose_date')}
            </Text>
          )}
          <Button
            colorPalette="orange"
            size="lg"
            disabled={!selection.ticket || !selection.date}
            onClick={() => {
              if (selection.ticket && selection.date)
                onBook({ ticket: selection.ticket.id, date: selection.date, quantity: selection.quantity });
            }}
          >
            {free ? t('detail.book') : t('detail.buy')}
          </Button>
        </DrawnFormFields>
      )}
    </Stack>
  );
}
