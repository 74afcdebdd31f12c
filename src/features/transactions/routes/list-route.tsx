import { useLoaderData, useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n-react';
import { listQuery } from '../api/list';
import { listOptionsQuery } from '../api/options';
import { TransactionsPage } from '../components/transactions-page';
import { parseListSearch } from '../lib/list-search';
import {
  LISTS,
  type ListParams,
  type LoaderArgs,
  labelOf,
  listPath,
  scopeOfPath,
  sectionFor,
  type TransactionList,
} from './transaction-lists';

/** A list route's loader and component; the route file spreads rawListSearch beside them. */
export function listLoader(list: TransactionList) {
  return async ({ context, params, deps }: LoaderArgs<ListParams> & { deps: Record<string, unknown> }) => {
    const scope = scopeOfPath(list, params.section);
    // A segment that is no plugin: sectionFor answers "not found".
    if (scope === undefined) return sectionFor(list, context, params.section);
    // The rows (not awaited: the frame shows a table skeleton meanwhile) and the columns are
    // asked for beside the section's check, not a round trip after it.
    void context.queryClient.prefetchQuery(
      listQuery(scope, LISTS[list].deleted, parseListSearch(deps), params.lang),
    );
    const [data] = await Promise.all([
      sectionFor(list, context, params.section),
      context.queryClient.ensureQueryData(listOptionsQuery(scope, params.lang)),
    ]);
    return data;
  };
}

export function listPage(list: TransactionList) {
  return function TransactionListRoute() {
    const { t } = useTranslation('transactions');
    const params = useParams({ from: LISTS[list].listRoute });
    const segment = 'section' in params ? params.section : undefined;
    const { lang } = params;
    const section = useLoaderData({ from: LISTS[list].listRoute })?.section;
    const raw = useSearch({ from: LISTS[list].listRoute });
    const search = useMemo(() => parseListSearch(raw), [raw]);
    const label = section ? labelOf(section, lang) : '';
    const header = {
      all: { title: t('all_title'), crumbs: undefined },
      section: { title: t('title', { section: label }), crumbs: [{ label }] },
      deleted: {
        title: t('deleted_title', { section: label }),
        crumbs: [{ label, href: listPath('section', lang, segment) }],
      },
    }[list];
    return (
      <>
        <PageHeader title={header.title} crumbs={header.crumbs} />
        <TransactionsPage
          scope={section?.plugin ?? 'all'}
          deleted={LISTS[list].deleted}
          search={search}
          basePath={listPath(list, lang, segment)}
        />
      </>
    );
  };
}
