import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { SpaLink } from '@/components/spa-link';
import type { BookingItem, BookingMember } from '@/domain/contracts/bookings';
import { formatDateTime, formatTimeRange } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { StatusBadge } from './status-badge';

/** Purchase items (SPEC 2.3): ticket, slot, quantity, state and the paying transaction. */
export function PurchaseItems({ items, lang }: { items: BookingItem[]; lang: Lang }) {
  const { t } = useTranslation('bookings');
  return (
    <Stack as="section" gap="3" aria-labelledby="purchase-items">
      <Heading as="h2" size="md" id="purchase-items">
        {t('details.items')}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('details.ticket_name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('details.slot')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('details.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('details.state')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('details.transaction')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own; the order is the server's.
              <Table.Row key={index}>
                <Table.Cell>{item.ticket.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {formatTimeRange(item.ticket.start_time, item.ticket.end_time, lang)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {item.quantity}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={item.status} />
                </Table.Cell>
                <Table.Cell fontFamily="mono">
                  {item.payment_transaction ? (
                    <SpaLink
                      href={`/${lang}/event/transactions/${item.payment_transaction}`}
                      color="orange.fg"
                    >
                      {item.payment_transaction.slice(0, 8)}
                    </SpaLink>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** Booked places (SPEC 2.3): reference number, purchased, scanned (when and at which gate). */
export function BookedPlaces({ members, lang }: { members: BookingMember[]; lang: Lang }) {
  const { t } = useTranslation('bookings');
  return (
    <Stack as="section" gap="3" aria-labelledby="booked-places">
      <Heading as="h2" size="md" id="booked-places">
        {t('details.places')}
      </Heading>
      {members.length === 0 ? (
        <Text color="fg.muted">{t('details.no_places')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('details.reference')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('details.purchased')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('details.scanned')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((member) => (
                <Table.Row key={member.number}>
                  <Table.Cell fontFamily="mono">
                    <bdi>{member.number}</bdi>
                  </Table.Cell>
                  <Table.Cell>{member.is_purchased ? t('yes') : t('no')}</Table.Cell>
                  <Table.Cell>
                    {member.is_qr_scanned
                      ? member.scanned_at
                        ? t('details.scanned_at', {
                            when: formatDateTime(member.scanned_at, lang),
                            gate: member.gate ?? '—',
                          })
                        : t('yes')
                      : t('no')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
