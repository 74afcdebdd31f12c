import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminEvent, AdminTicket } from '@/domain/contracts/events-admin';
import { formatDateRange, formatTimeRange } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { siblingKey, siblingsTogether } from '@/domain/ticket-slots';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { ticketsQuery, useDeleteTicket } from '../api/events';
import { takenTotals } from '../lib/ticket-form-values';
import { SlotDialog } from './slot-dialog';
import { TicketDialog } from './ticket-dialog';

/** Each ticket's time slots listed together, earliest first. */
const slotOrder = (tickets: AdminTicket[]) => siblingsTogether(tickets, siblingKey);

function TicketRow({
  event,
  ticket,
  isSlot,
  onEdit,
  onAddSlot,
}: {
  event: AdminEvent;
  ticket: AdminTicket;
  /** One of several slots of an offer: named with its times, and drawn joined to its siblings. */
  isSlot: boolean;
  onEdit?: (ticket: AdminTicket) => void;
  onAddSlot?: (ticket: AdminTicket) => void;
}) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const remove = useDeleteTicket(event.id);
  const times = formatTimeRange(ticket.start_time, ticket.end_time, lang);
  const offer = lang === 'ar' ? ticket.name_ar : ticket.name_en;
  const name = isSlot ? t('slots.slot_name', { name: offer, times }) : offer;
  const taken = takenTotals(ticket);
  const onRemove = async () => {
    try {
      notifySuccess((await remove.mutateAsync(ticket.id)).message);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <HStack
      as="li"
      gap="3"
      paddingBlock="3"
      borderBlockEndWidth="1px"
      align="flex-start"
      wrap="wrap"
      {...(isSlot && {
        borderInlineStartWidth: '3px',
        borderInlineStartColor: 'orange.400',
        paddingInlineStart: '3',
      })}
    >
      <Stack gap="1" flex="1" minWidth="48">
        <Text fontWeight="semibold">{name}</Text>
        <HStack gap="3" textStyle="sm" color="fg.muted" wrap="wrap">
          <Text>{formatApiMoney(ticket.price, event.currency, lang)}</Text>
          <Text>{formatDateRange(ticket.dates[0] ?? null, ticket.dates.at(-1) ?? null, lang)}</Text>
          <Text>{t('tickets.dates_count', { count: ticket.dates.length })}</Text>
          {!isSlot && <Text>{times}</Text>}
          <Text>{t('tickets.per_date', { count: ticket.quantity })}</Text>
          <Text>{t('tickets.taken_hint', { count: taken.taken, paid: taken.paid, held: taken.held })}</Text>
        </HStack>
      </Stack>
      {onEdit && (
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => onEdit(ticket)}
            aria-label={t('tickets.edit_named', { name })}
          >
            {t('tickets.edit')}
          </Button>
          {onAddSlot && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAddSlot(ticket)}
              aria-label={t('slots.add_named', { name })}
            >
              {t('slots.add')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => void onRemove()}
            aria-label={t('tickets.remove_named', { name })}
          >
            {t('tickets.remove')}
          </Button>
        </HStack>
      )}
    </HStack>
  );
}

/**
 * An event's tickets: price, dates, times and places taken; added and changed in a dialog. A time
 * slot is a sibling ticket (same names, other times), added from the ticket it copies.
 */
export function TicketsPanel({ event, canChange }: { event: AdminEvent; canChange: boolean }) {
  const { t } = useTranslation('events-admin');
  const list = useQuery({ ...ticketsQuery(event.id), select: slotOrder });
  const [editing, setEditing] = useState<AdminTicket | null>(null);
  const [creating, setCreating] = useState(false);
  const [slotOf, setSlotOf] = useState<AdminTicket | null>(null);
  const offers = new Map<string, number>();
  for (const ticket of list.data ?? [])
    offers.set(siblingKey(ticket), (offers.get(siblingKey(ticket)) ?? 0) + 1);
  return (
    <ManagedList
      intro={t('tickets.intro')}
      addLabel={t('tickets.add')}
      onAdd={canChange ? () => setCreating(true) : undefined}
      list={list}
      emptyMessage={t('tickets.empty')}
      listLabel={t('tickets.list_label')}
      row={(ticket) => (
        <TicketRow
          key={ticket.id}
          event={event}
          ticket={ticket}
          isSlot={(offers.get(siblingKey(ticket)) ?? 0) > 1}
          onEdit={canChange ? setEditing : undefined}
          onAddSlot={canChange ? setSlotOf : undefined}
        />
      )}
    >
      <TicketDialog
        open={creating || editing !== null}
        event={event}
        ticket={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <SlotDialog event={event} ticket={slotOf} tickets={list.data ?? []} onClose={() => setSlotOf(null)} />
    </ManagedList>
  );
}
