import { HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedResults } from '@/components/paged-results';
import { SearchBox } from '@/components/search-box';
import type { BulkTransactionLog } from '@/domain/contracts/bulk-logs';
import { PERMISSIONS } from '@/domain/permissions';
import { TRANSACTION_STATES } from '@/domain/transaction-states';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { transactionLogsQuery } from '../api/bulk-logs';
import { type TransactionLogSearch, withLogFilters } from '../lib/bulk-search';
import { ResendDialog } from './resend-dialog';
import { TransactionLogTable } from './transaction-log-table';

interface TransactionLogsPageProps {
  uploadId: string;
  dispatchId: number;
  search: TransactionLogSearch;
}

/** One dispatch's transaction log: each row's transaction and link, searched, filtered, paged, resent. */
export function TransactionLogsPage({ uploadId, dispatchId, search }: TransactionLogsPageProps) {
  const { t } = useTranslation('bulk');
  const { t: tx } = useTranslation('transactions');
  const lang = useLang();
  const logs = useQuery(transactionLogsQuery(uploadId, dispatchId, search));
  const paging = usePaging(search, logs);
  const canResend = useHasPermission(PERMISSIONS.dispatchBulkUploads);
  const [resending, setResending] = useState<BulkTransactionLog | null>(null);
  const filtered = Boolean(search.q || search.state);

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <SearchBox
          value={search.q ?? ''}
          onSearch={(q) => paging.go(withLogFilters(search, { q, state: search.state }))}
          label={t('transaction_log.search_label')}
          placeholder={t('transaction_log.search')}
        />
        <NativeSelect.Root maxWidth="xs" size="sm">
          <NativeSelect.Field
            aria-label={t('transaction_log.state_filter')}
            value={search.state ?? ''}
            onChange={(event) =>
              paging.go(
                withLogFilters(search, { q: search.q, state: event.currentTarget.value || undefined }),
              )
            }
          >
            <option value="">{t('transaction_log.all_states')}</option>
            {TRANSACTION_STATES.map((state) => (
              <option key={state} value={state}>
                {tx(`states.${state}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <PagedResults
        list={logs}
        paging={paging}
        emptyMessage={filtered ? t('transaction_log.empty_filtered') : t('transaction_log.empty')}
      >
        {(page) => <TransactionLogTable rows={page} lang={lang} onResend={canResend ? setResending : null} />}
      </PagedResults>
      <ResendDialog
        uploadId={uploadId}
        dispatchId={dispatchId}
        row={resending}
        onClose={() => setResending(null)}
      />
    </Stack>
  );
}
