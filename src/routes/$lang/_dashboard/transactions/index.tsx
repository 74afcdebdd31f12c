import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listPage } from '@/features/transactions/routes/list-route';
import { rawListSearch } from '@/features/transactions/routes/list-search-params';

/** The all-plugins Dashboard list: every plugin the user may access (the server decides which). */
export const Route = createFileRoute('/$lang/_dashboard/transactions/')({
  ...rawListSearch,
  loader: listLoader('all'),
  component: listPage('all'),
});
