import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listPage } from '@/features/transactions/routes/list-route';
import { rawListSearch } from '@/features/transactions/routes/list-search-params';

/** A plugin's transactions; a segment that is no plugin, or a section not enabled for this user, is not found. */
export const Route = createFileRoute('/$lang/_dashboard/$section/transactions/')({
  ...rawListSearch,
  loader: listLoader('section'),
  component: listPage('section'),
});
