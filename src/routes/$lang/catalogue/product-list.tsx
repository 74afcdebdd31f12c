import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ProductListPage } from '@/features/catalogue/components/product-list-page';
import { listSearch } from '@/features/catalogue/lib/list-search';

export const Route = createFileRoute('/$lang/catalogue/product-list')({
  // Kept raw and parsed by the code-split component, so the parser stays out of the entry chunk
  // every page loads (as the dashboard home does); invalid parameters are dropped there.
  validateSearch: (search: Record<string, unknown>) => search,
  component: ProductListRoute,
});

function ProductListRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => listSearch(raw), [raw]);
  return <ProductListPage search={search} />;
}
