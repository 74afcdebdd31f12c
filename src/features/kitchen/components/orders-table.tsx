import { Badge, Button, Table } from '@chakra-ui/react';
import { SpaLink } from '@/components/spa-link';
import type { OrderRow } from '@/domain/contracts/kitchen';
import { formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { StateBadge } from './state-badge';

const COLUMNS = ['number', 'state', 'type', 'customer', 'total', 'payment', 'branch', 'time'] as const;

export function AcknowledgeButton({
  order,
  pending,
  onAcknowledge,
}: {
  order: Pick<OrderRow, 'id' | 'number'>;
  pending: boolean;
  onAcknowledge: (order: Pick<OrderRow, 'id' | 'number'>) => void;
}) {
  const { t } = useTranslation('kitchen');
  return (
    <Button
      size="xs"
      colorPalette="orange"
      loading={pending}
      aria-label={t('orders.acknowledge_order', { number: order.number })}
      onClick={() => onAcknowledge(order)}
    >
      {t('orders.acknowledge')}
    </Button>
  );
}

/** SPEC 2.3 Food orders: one row per order; unacknowledged orders stand out until someone answers. */
export function OrdersTable({
  rows,
  lang,
  basePath,
  acknowledging,
  onAcknowledge,
}: {
  rows: OrderRow[];
  lang: Lang;
  basePath: string;
  acknowledging: string | undefined;
  onAcknowledge: (order: Pick<OrderRow, 'id' | 'number'>) => void;
}) {
  const { t } = useTranslation('kitchen');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{t('orders.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column}
                whiteSpace="nowrap"
                textAlign={column === 'total' ? 'end' : 'start'}
              >
                {t(`orders.${column}`)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('orders.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={row.id}
              bg={row.acknowledged ? undefined : 'orange.50'}
              data-new={!row.acknowledged}
            >
              <Table.Cell whiteSpace="nowrap">
                <SpaLink
                  href={`${basePath}/${row.id}`}
                  color="orange.fg"
                  fontWeight="medium"
                  fontFamily="mono"
                  aria-label={t('orders.open', { number: row.number })}
                >
                  {row.number}
                </SpaLink>
                {!row.acknowledged && (
                  <Badge colorPalette="orange" variant="solid" marginInlineStart="2">
                    {t('orders.new')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                <StateBadge state={row.state} />
              </Table.Cell>
              <Table.Cell>{t(`type.${row.delivery_type}`)}</Table.Cell>
              <Table.Cell>{row.customer_name}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatApiMoney(row.total, row.currency_code, lang)}
              </Table.Cell>
              <Table.Cell>
                {t(`transactions:states.${row.payment_state}`, { defaultValue: row.payment_state })}
              </Table.Cell>
              <Table.Cell>{row.branch ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.created, lang)}</Table.Cell>
              <Table.Cell>
                {!row.acknowledged && (
                  <AcknowledgeButton
                    order={row}
                    pending={acknowledging === row.id}
                    onAcknowledge={onAcknowledge}
                  />
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
