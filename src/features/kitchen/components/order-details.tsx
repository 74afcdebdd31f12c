import { Button, Card, DataList, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SpaLink } from '@/components/spa-link';
import { CUSTOMER_ADDRESS_FIELDS } from '@/domain/address-rules';
import type { OrderDetails } from '@/domain/contracts/food-orders';
import { formatDate, formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { orderDetailQuery } from '../api/orders';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderMap } from './order-map';
import { StateBadge } from './state-badge';
import { StatusButtons } from './status-buttons';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function AddressPanel({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('kitchen');
  const address = order.address;
  return (
    <Panel title={t('details.address')}>
      {address ? (
        <Stack gap="3">
          <Rows
            rows={CUSTOMER_ADDRESS_FIELDS.filter((field) => address[field]).map((field) => [
              t(`details.address_fields.${field}`),
              address[field],
            ])}
          />
          {address.delivery_location && <OrderMap position={address.delivery_location} />}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('details.no_address')}</Text>
      )}
    </Panel>
  );
}

function Summary({ order, lang }: { order: OrderDetails; lang: Lang }) {
  const { t } = useTranslation('kitchen');
  const rows: [string, ReactNode][] = [
    [t('orders.type'), t(`type.${order.delivery_type}`)],
    [t('details.created'), formatDateTime(order.created, lang)],
  ];
  if (order.branch) rows.push([t('orders.branch'), order.branch.name[lang]]);
  if (order.delivery_area) rows.push([t('details.delivery_area'), order.delivery_area.name[lang]]);
  if (order.catering_date) rows.push([t('details.catering_date'), formatDate(order.catering_date, lang)]);
  return <Rows rows={rows} />;
}

/** SPEC 2.3 order details: what to cook, for whom, where to, whether it is paid, and one-tap state changes. */
export function OrderDetailsPage({ id, basePath }: { id: string; basePath: string }) {
  const { t } = useTranslation('kitchen');
  const lang = useLang();
  const query = useQuery({ ...orderDetailQuery(id, lang), refetchInterval: 10_000 });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3">
          <StateBadge state={order.state} />
          <Text color="fg.muted">{t(`type.${order.delivery_type}`)}</Text>
        </HStack>
        <HStack gap="2">
          <Button asChild variant="outline" size="sm">
            <SpaLink href={basePath}>{t('details.back')}</SpaLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <SpaLink href={`${basePath}/${order.id}/duplicate`}>{t('details.duplicate')}</SpaLink>
          </Button>
        </HStack>
      </HStack>
      <StatusButtons order={order} />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5" alignItems="start">
        <Stack gap="5">
          <Panel title={t('details.items')}>
            <OrderLines order={order} lang={lang} />
          </Panel>
          <Panel title={t('details.history')}>
            <OrderHistory entries={order.history ?? []} lang={lang} />
          </Panel>
        </Stack>
        <Stack gap="5">
          <Panel title={t('details.summary')}>
            <Summary order={order} lang={lang} />
          </Panel>
          <Panel title={t('details.customer')}>
            <Rows
              rows={[
                [t('details.name'), order.customer.name],
                [t('details.phone'), <bdi key="phone">{order.customer.phone || '—'}</bdi>],
                [t('details.email'), <bdi key="email">{order.customer.email || '—'}</bdi>],
              ]}
            />
          </Panel>
          <AddressPanel order={order} />
          <Panel title={t('details.payment')}>
            <Rows
              rows={[
                [
                  t('details.payment_state'),
                  t(`transactions:states.${order.payment.state}`, { defaultValue: order.payment.state }),
                ],
                [t('details.gateway'), order.payment.gateway ?? '—'],
                [t('details.transaction'), <bdi key="txn">{order.payment.transaction_id ?? '—'}</bdi>],
              ]}
            />
          </Panel>
        </Stack>
      </Grid>
    </Stack>
  );
}
