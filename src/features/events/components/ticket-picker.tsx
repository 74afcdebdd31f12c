import {
  Box,
  Button,
  chakra,
  createRecipeContext,
  Flex,
  type InputProps,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { EventDetail } from '@/domain/contracts/events';
import { formatDate, formatDateTime, formatTimeRange } from '@/domain/date-formats';
import { amountMinor, formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { type ChosenTickets, listedTickets, type Selection, ticketOnSaleNow } from '../lib/selection';
import { ChoiceCard } from './choice-card';
import { Columns, Tag } from './events-frame';

// The input recipe on a plain <input>: Chakra's Input wires Ark's field machinery in (two
// chunks on the event page's first load) for a Field.Root this quantity box does not have.
const QuantityInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>(
  'input',
);

interface TicketPickerProps {
  event: EventDetail;
  selection: Selection;
  onChange: (chosen: ChosenTickets) => void;
}

/** Tickets with prices, the ticket's dates (available or sold out) and the quantity. */
export function TicketPicker({ event, selection, onChange }: TicketPickerProps) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const { ticket, options, date, quantity, bounds } = selection;
  const pick = (change: ChosenTickets) =>
    onChange({ ticket: ticket?.id, date: date ?? undefined, quantity, ...change });
  const setQuantity = (value: number) =>
    pick({ quantity: Math.max(bounds.min, Math.min(value, Math.max(bounds.max, bounds.min))) });
  const limits = ticket ? limitsHint(ticket.min_per_booking ?? 1, ticket.max_per_booking ?? null) : null;

  return (
    <Stack gap="5">
      <chakra.fieldset>
        <chakra.legend fontWeight="semibold" marginBlockEnd="2">
          {t('detail.tickets')}
        </chakra.legend>
        <Stack gap="2">
          {listedTickets(event).map((item) => (
            <ChoiceCard
              key={item.id}
              name="ticket"
              value={String(item.id)}
              checked={item.id === ticket?.id}
              disabled={!ticketOnSaleNow(item)}
              onChange={() => pick({ ticket: item.id, date: undefined, quantity: undefined })}
            >
              <Box flex="1" minWidth="0">
                <Text fontWeight="medium">{item.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatTimeRange(item.start_time, item.end_time, lang)}
                </Text>
                {!ticketOnSaleNow(item) && <Tag tone="red">{offSaleText(item)}</Tag>}
              </Box>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {event.is_free || amountMinor(item.price, event.currency_code) === 0
                  ? t('list.free')
                  : formatApiMoney(item.price, event.currency_code, lang)}
              </Text>
            </ChoiceCard>
          ))}
        </Stack>
      </chakra.fieldset>

      <chakra.fieldset>
        <chakra.legend fontWeight="semibold" marginBlockEnd="2">
          {t('detail.date')}
        </chakra.legend>
        {options.length === 0 ? (
          <Text color="fg.muted">{t('detail.no_dates')}</Text>
        ) : (
          <Columns columns={{ base: 1, sm: 2 }} gap="2">
            {options.map((option) => {
              const soldOut = option.status === 'soldOut';
              return (
                <ChoiceCard
                  key={option.date}
                  name="event_date"
                  value={option.date}
                  checked={option.date === date}
                  disabled={soldOut}
                  onChange={(value) => pick({ date: value })}
                >
                  <Box flex="1" minWidth="0">
                    <Text fontWeight="medium">{formatDate(option.date, lang)}</Text>
                    {!soldOut && (
                      <Text fontSize="xs" color="fg.muted">
                        {t('detail.remaining', { count: option.remaining })}
                      </Text>
                    )}
                  </Box>
                  <Tag tone={soldOut ? 'red' : 'green'}>
                    {soldOut ? t('detail.sold_out') : t('detail.available')}
                  </Tag>
                </ChoiceCard>
              );
            })}
          </Columns>
        )}
      </chakra.fieldset>

      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <chakra.label htmlFor="event-quantity" fontWeight="semibold">
          {t('detail.quantity')}
        </chakra.label>
        {/* Minus, number, plus read the same way in both directions, as on a keypad. */}
        <Flex gap="2" align="center" dir="ltr">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('detail.decrease')}
            disabled={quantity <= bounds.min}
            onClick={() => setQuantity(quantity - 1)}
          >
            −
          </Button>
          <QuantityInput
            id="event-quantity"
            width="16"
            textAlign="center"
            inputMode="numeric"
            value={String(quantity)}
            onChange={(event) => {
              // SPEC 5: digits only.
              const digits = event.target.value.replace(/\D/g, '');
              if (digits) setQuantity(Number(digits));
            }}
          />
          <Button
            variant="outline"
            size="sm"
            aria-label={t('detail.increase')}
            disabled={!date || quantity >= bounds.max}
            onClick={() => setQuantity(quantity + 1)}
          >
            +
          </Button>
        </Flex>
      </Flex>
      {limits && (
        <Text fontSize="sm" color="fg.muted" marginBlockStart="-3">
          {limits}
        </Text>
      )}
    </Stack>
  );

  function limitsHint(min: number, max: number | null): string | null {
    if (max !== null) return t('detail.per_booking_between', { min, max });
    return min > 1 ? t('detail.per_booking_at_least', { min }) : null;
  }

  function offSaleText(item: EventDetail['tickets'][number]): string {
    const starts = item.sale_starts_at ? new Date(item.sale_starts_at) : null;
    if (starts && starts > new Date())
      return t('detail.ticket_sale_opens', { date: formatDateTime(starts, lang) });
    return t('detail.ticket_sale_ended');
  }
}
