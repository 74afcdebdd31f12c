import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listPage } from '@/features/transactions/routes/list-route';
import { rawListSearch } from '@/features/transactions/routes/list-search-params';

/** A plugin's deleted transactions, where they can be restored; not found unless the section enables it. */
export const Route = createFileRoute('/$lang/_dashboard/$section/deleted-transactions/')({
  ...rawListSearch,
  loader: listLoader('deleted'),
  component: listPage('deleted'),
});
