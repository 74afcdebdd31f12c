import { Alert, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { formatNumber } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { MATCH_PAGE_SIZE, matchesQuery } from '../api/bulk-summary';
import { countValues } from '../lib/count-values';
import { LocalPager } from './local-pager';

/**
 * Issue 22: before dispatch, the rows that would bill a customer again for the same amount
 * they still owe on another upload's link. A warning, not a block: the merchant may mean it.
 */
export function DuplicateWarning({ uploadId }: { uploadId: string }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const matches = useQuery(matchesQuery(uploadId, page));
  if (!matches.data || matches.data.count === 0) return null;
  const { count, results } = matches.data;
  const pages = Math.ceil(count / MATCH_PAGE_SIZE);

  return (
    <Stack as="section" aria-labelledby="bulk-matches" gap="3">
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="bulk-matches">{t('matches.title', countValues(count, lang))}</Alert.Title>
          <Alert.Description>{t('matches.help')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" aria-busy={matches.isPlaceholderData}>
        <Table.Root size="sm">
          <Table.Caption srOnly>{t('matches.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {(['row', 'customer', 'amount', 'upload', 'link', 'sent'] as const).map((column) => (
                <Table.ColumnHeader
                  key={column}
                  whiteSpace="nowrap"
                  textAlign={column === 'amount' ? 'end' : 'start'}
                >
                  {t(`matches.${column}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((match) => (
              <Table.Row key={match.row_id}>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatNumber(match.row, lang)}</Table.Cell>
                <Table.Cell minWidth="40">
                  <bdi>{match.customer_name}</bdi>
                  <Text fontSize="xs" color="fg.muted">
                    <bdi>{match.email ?? match.phone}</bdi>
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {formatApiMoney(match.amount, match.currency_code, lang)}
                </Table.Cell>
                <Table.Cell minWidth="32">
                  <Link asChild color="orange.fg" textDecoration="underline">
                    <RouterLink to="/$lang/bulk/uploads/$bulkId" params={{ lang, bulkId: match.upload_id }}>
                      <bdi>{match.file_name}</bdi>
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Link asChild color="orange.fg" textDecoration="underline" fontFamily="mono">
                    <RouterLink
                      to="/$lang/$section/transactions/$id"
                      params={{ lang, section: 'bulk', id: match.transaction_id }}
                      aria-label={t('matches.link_label', { row: match.row })}
                    >
                      {match.transaction_id.slice(0, 8)}
                    </RouterLink>
                  </Link>
                  {match.links > 1 && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('matches.more', countValues(match.links - 1, lang))}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(match.sent_at, lang)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <LocalPager page={page} pages={pages} onPage={setPage} />
    </Stack>
  );
}
