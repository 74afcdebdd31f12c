import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PagedResults } from '@/components/paged-results';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { attentionOrdersQuery } from '../api/get-attention-orders';
import type { AttentionSearch } from '../lib/attention-search';
import { AttentionTable } from './attention-table';

/** Orders paid after their stock hold was released, when the stock had gone: restock and take it, or close. */
export function AttentionPage({ search }: { search: AttentionSearch }) {
  const { t } = useTranslation('catalogue-attention');
  const lang = useLang();
  const list = useQuery(attentionOrdersQuery(search));
  const paging = usePaging(search, list);
  const maySettle = useHasPermission(PERMISSIONS.changeProducts);
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('intro')}</Text>
      <PagedResults list={list} paging={paging} emptyMessage={t('empty')}>
        {(rows) => <AttentionTable rows={rows} lang={lang} maySettle={maySettle} />}
      </PagedResults>
    </Stack>
  );
}
