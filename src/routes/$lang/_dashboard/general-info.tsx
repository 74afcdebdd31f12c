import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { prefetchHome } from '@/features/home/api/prefetch-home';
import { GeneralInfo } from '@/features/home/components/general-info';
import { type HomeSearch, parseHomeSearch } from '@/features/home/lib/period';

export const Route = createFileRoute('/$lang/_dashboard/general-info')({
  // Kept raw and parsed by the code-split loader and component, so the parser stays out of
  // the entry chunk that every page (login, pay) loads; invalid parameters are dropped there.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Not awaited: the cards show their own skeletons, and the page opens offline too.
  loader: ({ context, params, deps }) => {
    void prefetchHome(context.queryClient, params.lang, parseHomeSearch(deps));
  },
  component: GeneralInfoPage,
});

function GeneralInfoPage() {
  const { t } = useTranslation('home');
  const raw = Route.useSearch();
  const search = useMemo(() => parseHomeSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onSearchChange = (next: HomeSearch) => void navigate({ search: next, replace: true });
  return (
    <>
      <PageHeader title={t('title')} home />
      <GeneralInfo search={search} onSearchChange={onSearchChange} />
    </>
  );
}
