import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { codeListQuery } from '@/features/catalogue-admin/api/discount-codes';
import { DiscountCodesPage } from '@/features/catalogue-admin/components/discount-codes-page';
import { parseCodeSearch } from '@/features/catalogue-admin/lib/code-search';
import { useTranslation } from '@/lib/i18n-react';

/** The merchant's discount codes, for staff holding change_discount (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/catalogue/discount-codes')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(codeListQuery(parseCodeSearch(deps)));
  },
  component: DiscountCodesRoute,
});

function DiscountCodesRoute() {
  const { t } = useTranslation('catalogue-admin');
  const raw = Route.useSearch();
  const search = useMemo(() => parseCodeSearch(raw), [raw]);
  return (
    <>
      <PageHeader title={t('codes.title')} />
      <DiscountCodesPage search={search} />
    </>
  );
}
