import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/page-states';
import { formatDate } from '@/domain/date-formats';
import { amountMinor, formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { type OrderKey, orderDetailsQuery } from '../api/orders';
import { customerPaymentStatus } from '../lib/customer-rules';
import { pick } from '../lib/menu-text';
import { MenuLayout } from './menu-layout';
import { OrderFeedback } from './order-feedback';
import { OrderQr } from './order-qr';
import { Pulse } from './pulse';
import { TotalsTable } from './totals-table';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * SPEC 2.1 order-confirmation/{number}?token=: the order number, its QR code, what was ordered,
 * feedback. The token (from checkout, or the payment's way back) is what opens the order.
 */
export function OrderConfirmationPage({ number, token }: OrderKey) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const order = useQuery(orderDetailsQuery({ number, token }));
  const data = order.data;
  const currency = data?.currency_code ?? 'KWD';
  const payment = data ? customerPaymentStatus(data.payment) : null;
  const againButton = (
    <Button asChild variant="outline" alignSelf="center">
      <Link to="/$lang/new-menu" params={{ lang }}>
        {t('confirmation.again')}
      </Link>
    </Button>
  );
  return (
    <MenuLayout>
      <Stack gap="5" bg="bg" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
        {order.error && !data ? (
          isNotFound(order.error) ? (
            // A wrong or missing token is not found for good: trying again would change nothing.
            <>
              <ErrorState error={order.error} />
              {againButton}
            </>
          ) : (
            <ErrorState error={order.error} onRetry={() => void order.refetch()} />
          )
        ) : !data ? (
          <Stack gap="4" role="status" aria-busy="true">
            <Pulse height="8" width="60%" />
            <Pulse height="52" width="52" alignSelf="center" />
          </Stack>
        ) : (
          <>
            <Stack gap="1" textAlign="center" align="center">
              <Heading as="h1" size="xl">
                {payment === 'unpaid' || payment === 'closed'
                  ? t('confirmation.unpaid_title')
                  : payment === 'test'
                    ? t('confirmation.test_title')
                    : t('confirmation.title')}
              </Heading>
              <Text fontSize="lg">
                {t('confirmation.number')} <bdi>#{data.number}</bdi>
              </Text>
              <Text color="fg.muted">
                {t(`state.${data.state}`)} · {t(`food-menu:type.${data.delivery_type}`)}
                {data.delivery_type === 'pickup' && data.branch && ` · ${pick(data.branch.name, lang)}`}
                {data.delivery_area && ` · ${pick(data.delivery_area.name, lang)}`}
                {data.catering_date && ` · ${formatDate(data.catering_date, lang)}`}
              </Text>
              {payment && (
                <Text
                  data-payment={payment}
                  fontWeight="medium"
                  color={payment === 'paid' ? 'green.700' : payment === 'cod' ? 'fg' : 'fg.error'}
                >
                  {t(`confirmation.payment.${payment}`)}
                </Text>
              )}
              {payment === 'unpaid' && data.payment.transaction_id && (
                // The pay page offers the gateways again and returns here once the payment went through.
                <Button asChild colorPalette="orange">
                  <Link
                    to="/$lang/pos/pay/$transactionId"
                    params={{ lang, transactionId: data.payment.transaction_id }}
                  >
                    {t('confirmation.pay_now')}
                  </Link>
                </Button>
              )}
            </Stack>
            <Flex justify="center">
              <OrderQr orderId={data.id} label={t('confirmation.qr', { number: data.number })} />
            </Flex>
            <Text textAlign="center" fontSize="sm" color="fg.muted">
              {t('confirmation.qr_hint')}
            </Text>
            <Stack as="ul" listStyleType="none" gap="2">
              {data.lines.map((line) => (
                <Flex as="li" key={JSON.stringify(line)} justify="space-between" gap="3">
                  <Text>
                    {line.quantity} × {pick(line.name, lang)}
                    {line.size && ` (${pick(line.size, lang)})`}
                  </Text>
                  <Text whiteSpace="nowrap">{formatApiMoney(line.line_total, data.currency_code, lang)}</Text>
                </Flex>
              ))}
            </Stack>
            <TotalsTable
              currency={currency}
              totals={{
                subtotal: amountMinor(data.subtotal, currency),
                discount: amountMinor(data.discount, currency),
                delivery_charges: amountMinor(data.delivery_charges, currency),
                service_charges: amountMinor(data.service_charges, currency),
                total: amountMinor(data.total, currency),
              }}
            />
            <OrderFeedback order={{ number, token }} />
            {againButton}
          </>
        )}
      </Stack>
    </MenuLayout>
  );
}
