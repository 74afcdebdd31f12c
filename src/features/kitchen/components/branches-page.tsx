import { Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Paginator } from '@/components/paginator';
import { SpaLink } from '@/components/spa-link';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { branchesQuery } from '../api/branches';

/** SPEC 9: branches are listed 10 to a page. */
export const BRANCHES_PAGE_SIZE = 10;

export function BranchesPage({ page, basePath }: { page: number; basePath: string }) {
  const { t } = useTranslation('kitchen');
  const lang = useLang();
  const query = useQuery(branchesQuery(lang));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const branches = query.data;
  if (branches.length === 0) return <EmptyState message={t('branches.empty')} />;
  const pages = Math.ceil(branches.length / BRANCHES_PAGE_SIZE);
  const current = Math.min(Math.max(page, 1), pages);
  const rows = branches.slice((current - 1) * BRANCHES_PAGE_SIZE, current * BRANCHES_PAGE_SIZE);
  return (
    <Stack gap="0">
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" interactive>
          <Table.Caption srOnly>{t('branches.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {(['name', 'phone', 'email', 'address', 'minimum_order', 'delivery_time'] as const).map(
                (column) => (
                  <Table.ColumnHeader key={column} whiteSpace="nowrap">
                    {t(`branches.${column}`)}
                  </Table.ColumnHeader>
                ),
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((branch) => (
              <Table.Row key={branch.id}>
                <Table.Cell>
                  <SpaLink
                    href={`${basePath}/${branch.id}`}
                    color="orange.fg"
                    fontWeight="medium"
                    aria-label={t('branches.open', { name: branch.name[lang] })}
                  >
                    {branch.name[lang]}
                  </SpaLink>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <bdi>{branch.phone}</bdi>
                </Table.Cell>
                <Table.Cell>
                  <bdi>{branch.email}</bdi>
                </Table.Cell>
                <Table.Cell>{branch.address[lang]}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  <bdi>{branch.minimum_order_sum}</bdi>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {t('branches.minutes', { count: branch.delivery_time })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Paginator
        page={current}
        pages={pages}
        pageSize={BRANCHES_PAGE_SIZE}
        total={branches.length}
        hrefFor={(n) => (n > 1 ? `${basePath}?page=${n}` : basePath)}
      />
    </Stack>
  );
}
