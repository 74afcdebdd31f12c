import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/catalogue/components/product-list-page';
import { listSearch } from '@/features/catalogue/lib/list-search';

export const Route = createFileRoute('/$lang/catalogue/product-list')({
  validateSearch: listSearch,
  component: ProductListRoute,
});

function ProductListRoute() {
  return <ProductListPage search={Route.useSearch()} />;
}
