import { useLoaderData, useParams } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n-react';
import { detailQuery } from '../api/detail';
import { TransactionDetail } from '../components/transaction-detail';
import {
  type DetailParams,
  LISTS,
  type LoaderArgs,
  labelOf,
  listPath,
  scopeOfPath,
  sectionFor,
  type TransactionList,
} from './transaction-lists';

/** A transaction's page in one of the lists: its loader and component. */
export function detailLoader(list: TransactionList) {
  // Prefetch only: a 404 is the page's own "Transaction not found", not the router's error.
  // It is asked for beside the section's check, by the plugin the URL names.
  return ({ context, params }: LoaderArgs<DetailParams>) => {
    const scope = scopeOfPath(list, params.section);
    if (scope !== undefined) {
      void context.queryClient.prefetchQuery(detailQuery(scope, LISTS[list].deleted, params.id, params.lang));
    }
    return sectionFor(list, context, params.section);
  };
}

export function detailPage(list: TransactionList) {
  return function TransactionDetailRoute() {
    const { t } = useTranslation('transaction-actions');
    const params = useParams({ from: LISTS[list].detailRoute });
    const segment = 'section' in params ? params.section : undefined;
    const { lang, id } = params;
    const section = useLoaderData({ from: LISTS[list].detailRoute })?.section;
    const { other } = LISTS[list];
    // A transaction deleted or restored elsewhere is shown in the other list, when the section has it.
    const otherNeed = other && LISTS[other].need;
    const moved = section && other && otherNeed && section.flags[otherNeed];
    return (
      <TransactionDetail
        scope={section?.plugin ?? 'all'}
        deleted={LISTS[list].deleted}
        id={id}
        sectionLabel={section ? labelOf(section, lang) : undefined}
        listLabel={t(list === 'deleted' ? 'detail.deleted_transactions' : 'detail.transactions')}
        listHref={listPath(list, lang, segment)}
        movedHref={moved ? `${listPath(other, lang, segment)}/${id}` : undefined}
      />
    );
  };
}
