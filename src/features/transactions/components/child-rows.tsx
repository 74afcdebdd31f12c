import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChildTransaction } from '@/domain/contracts/transactions';
import { formatDateTime } from '@/domain/date-formats';
import type { Lang } from '@/lib/lang-path';

/** The captures, refunds and voids recorded against one transaction, shown under its row. */
export function ChildRows({
  id,
  parentId,
  txns,
  colSpan,
  lang,
}: {
  id: string;
  parentId: string;
  txns: ChildTransaction[];
  colSpan: number;
  lang: Lang;
}) {
  const { t } = useTranslation('transactions');
  return (
    <Table.Row id={id} bg="gray.50">
      <Table.Cell colSpan={colSpan} paddingInlineStart="16">
        <Box maxWidth="3xl">
          <Table.Root size="sm" variant="line" native>
            <Table.Caption captionSide="top" textAlign="start" marginBlockStart="0" marginBlockEnd="1">
              <Text as="span" fontWeight="medium" fontSize="sm">
                {t('table.children', { id: parentId.slice(0, 8) })}
              </Text>
            </Table.Caption>
            <thead>
              <tr>
                <th>{t('table.kind')}</th>
                <th style={{ textAlign: 'end' }}>{t('table.amount')}</th>
                <th>{t('table.currency')}</th>
                <th>{t('table.created')}</th>
                <th>{t('table.initiator')}</th>
              </tr>
            </thead>
            <tbody>
              {txns.map((txn) => (
                <tr key={txn.id}>
                  <td>{t(`kinds.${txn.kind}`)}</td>
                  <td style={{ textAlign: 'end' }}>
                    <span dir="ltr">{txn.amount}</span>
                  </td>
                  <td>{txn.currency_code}</td>
                  <td>{formatDateTime(txn.created, lang)}</td>
                  <td>{txn.initiator ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table.Root>
        </Box>
      </Table.Cell>
    </Table.Row>
  );
}
