import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminEvent, AdminTicket } from '@/domain/contracts/events-admin';
import { formatDateRange, formatTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { ticketsQuery, useDeleteTicket } from '../api/events';
import { takenTotals } from '../lib/ticket-form-values';
import { TicketDialog } from './ticket-dialog';

function TicketRow({
  event,
  ticket,
  onEdit,
}: {
  event: AdminEvent;
  ticket: AdminTicket;
  onEdit?: (ticket: AdminTicket) => void;
}) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const remove = useDeleteTicket(event.id);
  const name = lang === 'ar' ? ticket.name_ar : ticket.name_en;
  const taken = takenTotals(ticket);
  const onRemove = async () => {
    try {
      notifySuccess((await remove.mutateAsync(ticket.id)).message);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <HStack as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" wrap="wrap">
      <Stack gap="1" flex="1" minWidth="48">
        <Text fontWeight="semibold">{name}</Text>
        <HStack gap="3" textStyle="sm" color="fg.muted" wrap="wrap">
          <Text>{formatApiMoney(ticket.price, event.currency, lang)}</Text>
          <Text>{formatDateRange(ticket.dates[0] ?? null, ticket.dates.at(-1) ?? null, lang)}</Text>
          <Text>{t('tickets.dates_count', { count: ticket.dates.length })}</Text>
          <Text>
            {formatTime(ticket.start_time, lang)} – {formatTime(ticket.end_time, lang)}
          </Text>
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

/** An event's tickets: price, dates, times and places taken; added and changed in a dialog. */
export function TicketsPanel({ event, canChange }: { event: AdminEvent; canChange: boolean }) {
  const { t } = useTranslation('events-admin');
  const list = useQuery(ticketsQuery(event.id));
  const [editing, setEditing] = useState<AdminTicket | null>(null);
  const [creating, setCreating] = useState(false);
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
          onEdit={canChange ? setEditing : undefined}
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
    </ManagedList>
  );
}
