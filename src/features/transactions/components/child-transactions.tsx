import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ChildTransaction } from '@/domain/contracts/transactions';
import { formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** The captures, refunds and voids recorded against the transaction. */
export function ChildTransactions({ txns }: { txns: ChildTransaction[] }) {
  const { t } = useTranslation('transaction-actions');
  const lang = useLang();
  return (
    <Stack as="section" gap="3" aria-labelledby="child-transactions">
      <Heading as="h2" size="md" id="child-transactions">
        {t('detail.child_transactions')}
      </Heading>
      {txns.length === 0 ? (
        <Text color="fg.muted">{t('detail.no_children')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('detail.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('detail.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('detail.created')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('detail.initiator')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {txns.map((txn) => (
                <Table.Row key={txn.id}>
                  <Table.Cell>
                    {t(`detail.kinds.${txn.kind}`)}
                    {txn.pending && <Text as="span" color="fg.muted">{` (${t('detail.pending')})`}</Text>}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatApiMoney(txn.amount, txn.currency_code, lang)}
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(txn.created, lang)}</Table.Cell>
                  <Table.Cell>{txn.initiator ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
