import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedResults } from '@/components/paged-results';
import { SearchBox } from '@/components/search-box';
import type { AdminDiscountCode } from '@/domain/contracts/discount-codes';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { codeListQuery, useDeactivateDiscountCode } from '../api/discount-codes';
import { type CodeSearch, parseCodeSearch } from '../lib/code-search';
import { DiscountCodeDialog } from './discount-code-dialog';
import { DiscountCodeList } from './discount-code-list';

/** The merchant's discount codes, which the food menu and the shop both take (change_discount). */
export function DiscountCodesPage({ search }: { search: CodeSearch }) {
  const { t } = useTranslation('catalogue-admin');
  const list = useQuery(codeListQuery(search));
  const paging = usePaging(search, list);
  const [editing, setEditing] = useState<AdminDiscountCode | null>(null);
  const [creating, setCreating] = useState(false);
  const [stopping, setStopping] = useState<AdminDiscountCode | null>(null);
  const deactivate = useDeactivateDiscountCode();
  // Every code answers in the merchant's one currency; before the first loads, Kuwait's dinar.
  const currency = list.data?.results[0]?.currency_code ?? 'KWD';

  const confirmDeactivate = async () => {
    if (!stopping) return;
    try {
      await deactivate.mutateAsync(stopping.id);
      notifySuccess(t('codes.deactivate.done', { code: stopping.code }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {t('codes.intro')}
        </Text>
        <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
          {t('codes.actions.add')}
        </Button>
      </HStack>
      <Flex role="search" aria-label={t('codes.search')}>
        <SearchBox
          value={search.q ?? ''}
          onSearch={(q) => paging.go(parseCodeSearch({ per_page: search.per_page, q }))}
          label={t('codes.search')}
          placeholder={t('codes.search_placeholder')}
        />
      </Flex>
      <PagedResults
        list={list}
        paging={paging}
        emptyMessage={search.q ? t('codes.empty_filtered') : t('codes.empty')}
      >
        {(rows) => (
          <DiscountCodeList rows={rows} actions={{ onEdit: setEditing, onDeactivate: setStopping }} />
        )}
      </PagedResults>
      <DiscountCodeDialog
        open={creating || editing !== null}
        code={editing}
        currency={currency}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={stopping !== null}
        title={t('codes.deactivate.title', { code: stopping?.code ?? '' })}
        message={t('codes.deactivate.message')}
        onConfirm={confirmDeactivate}
        onClose={() => setStopping(null)}
      />
    </Stack>
  );
}
