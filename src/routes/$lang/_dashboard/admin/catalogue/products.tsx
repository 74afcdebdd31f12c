import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { productListQuery } from '@/features/catalogue-admin/api/products';
import { ProductsPage } from '@/features/catalogue-admin/components/products-page';
import { parseProductSearch } from '@/features/catalogue-admin/lib/product-search';
import { useTranslation } from '@/lib/i18n-react';

/** The catalogue's products, for staff holding view_product or change_product (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/catalogue/products')({
  // Kept raw and parsed by the code-split loader and component (like the other lists).
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(productListQuery(parseProductSearch(deps)));
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  const { t } = useTranslation('catalogue-admin');
  const raw = Route.useSearch();
  const search = useMemo(() => parseProductSearch(raw), [raw]);
  return (
    <>
      <PageHeader title={t('title')} />
      <ProductsPage search={search} />
    </>
  );
}
