import { HStack, Text } from '@chakra-ui/react';
import { SpaLink } from '@/components/spa-link';
import { TestModeBadge } from '@/components/test-mode-badge';
import { StateBadge } from '@/components/transaction-state-badge';
import type { TransactionRow } from '@/domain/contracts/transactions';
import { formatDateTime } from '@/domain/date-formats';
import type { TransactionFieldName } from '@/domain/transaction-fields';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';

/** Money columns: decimal strings with the currency's decimals, aligned at the end like numbers. */
export const MONEY_FIELDS: readonly TransactionFieldName[] = ['amount', 'paid_amount', 'fee'];

/** Left-to-right values (ids, money, emails, phones) inside Arabic pages. */
function Ltr({ children }: { children: string }) {
  return <span dir="ltr">{children}</span>;
}

/** One field of one row, as the list shows it. */
export function TransactionCell({
  row,
  field,
  lang,
  detailHref,
}: {
  row: TransactionRow;
  field: TransactionFieldName;
  lang: Lang;
  detailHref: string;
}) {
  const { t } = useTranslation('transactions');
  switch (field) {
    case 'id':
      return (
        <SpaLink
          href={detailHref}
          title={row.id}
          fontFamily="mono"
          color="orange.700"
          textDecoration="underline"
          _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '1px' }}
        >
          {row.id.slice(0, 8)}
        </SpaLink>
      );
    case 'state':
      return (
        <HStack gap="1" wrap="nowrap">
          <StateBadge state={row.state} />
          {row.test_payment && <TestModeBadge payment />}
        </HStack>
      );
    case 'gateway':
      return <>{row.gateway_name ?? row.gateway_code ?? '—'}</>;
    case 'amount':
    case 'paid_amount':
    case 'fee':
    case 'customer_email':
    case 'customer_phone':
      return row[field] ? <Ltr>{row[field]}</Ltr> : <>—</>;
    case 'plugin':
      return <>{t(`plugins.${row.plugin}`)}</>;
    case 'created':
    case 'state_changed_at':
      return <>{formatDateTime(row[field], lang)}</>;
    case 'description':
      return (
        <Text as="span" display="block" maxWidth="60" truncate title={row.description}>
          {row.description || '—'}
        </Text>
      );
    default:
      return <>{row[field] || '—'}</>;
  }
}
