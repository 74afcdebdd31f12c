import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedResults } from '@/components/paged-results';
import type { OutboxListItem } from '@/domain/contracts/outbox';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { outboxListQuery } from '../api/get-outbox';
import { hasFilters, type OutboxSearch, withFilters } from '../lib/outbox-search';
import { OutboxFilters } from './outbox-filters';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { OutboxTable } from './outbox-table';

/** The superuser's Outbox: emails and SMS, filtered and paged through the URL, opened one at a time. */
export function OutboxPage({ search }: { search: OutboxSearch }) {
  const { t } = useTranslation('outbox');
  const lang = useLang();
  const list = useQuery(outboxListQuery(search));
  const paging = usePaging(search, list);
  const [open, setOpen] = useState<OutboxListItem | null>(null);

  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('intro')}</Text>
      <OutboxFilters search={search} onChange={(filters) => paging.go(withFilters(search, filters))} />
      <PagedResults
        list={list}
        paging={paging}
        emptyMessage={hasFilters(search) ? t('empty_filtered') : t('empty')}
      >
        {(rows) => <OutboxTable rows={rows} lang={lang} onOpen={setOpen} />}
      </PagedResults>
      <OutboxMessageDialog row={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
