import { Badge, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { SpaLink } from '@/components/spa-link';
import type { AttentionItem } from '@/domain/contracts/payment-attention';
import { formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { AttentionActions } from './attention-actions';

const STATE_PALETTE = { open: 'orange', refunded: 'gray', applied: 'green', voided: 'gray' } as const;

/** The references a bank asks for in a dispute, in the order staff read them; the rest is the provider's bookkeeping. */
const SHOWN_REFS = ['payment_id', 'reference', 'auth', 'tran_id', 'invoice_id', 'reference_id'] as const;

/**
 * One payment as a card rather than a table row: the provider's references are what staff
 * quote to the bank, and a phone shows them whole without scrolling sideways.
 */
export function AttentionCard({ item }: { item: AttentionItem }) {
  const { t } = useTranslation('payment-attention');
  const lang = useLang();
  // A held card payment is given back by releasing the hold, not by a refund.
  const held = item.state === 'voided' || item.actions.includes('void');
  const refs = SHOWN_REFS.flatMap((name) =>
    item.provider_refs[name] ? [[name, item.provider_refs[name]]] : [],
  );
  return (
    <Card.Root size="sm" data-testid="attention-card">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
            {formatApiMoney(item.amount, item.currency, lang)}
          </Text>
          <Badge colorPalette={STATE_PALETTE[item.state]}>{t(`states.${item.state}`)}</Badge>
        </HStack>
        <Text color="fg.muted">{t(`reasons.${item.reason}`)}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.transaction')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <SpaLink
                  href={`/${lang}/transactions/${item.transaction_id}`}
                  title={item.transaction_id}
                  fontFamily="mono"
                  color="orange.700"
                  textDecoration="underline"
                >
                  {item.transaction_id.slice(0, 8)}
                </SpaLink>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.gateway')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {lang === 'ar' ? item.gateway_name_ar : item.gateway_name_en}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.received')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(item.created_at, lang)}</DataList.ItemValue>
            </DataList.Item>
            {refs.map(([name, value]) => (
              <DataList.Item key={name}>
                <DataList.ItemLabel>{t(`refs.${name}`)}</DataList.ItemLabel>
                <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                  <bdi>{value}</bdi>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
            {item.resolved_by && item.resolved_at && (
              <DataList.Item>
                <DataList.ItemLabel>{t('fields.resolved')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {t('resolved_by', { name: item.resolved_by, date: formatDateTime(item.resolved_at, lang) })}
                </DataList.ItemValue>
              </DataList.Item>
            )}
            {/* A row back on the list says why: the bank refused to give the money back. */}
            {item.refund_status && item.state !== 'applied' && (
              <DataList.Item>
                <DataList.ItemLabel>{t(held ? 'fields.release' : 'fields.refund')}</DataList.ItemLabel>
                <DataList.ItemValue>{t(`refund_status.${item.refund_status}`)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <AttentionActions item={item} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
