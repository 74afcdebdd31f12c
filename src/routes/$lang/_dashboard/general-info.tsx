import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { prefetchHome } from '@/features/home/api/prefetch-home';
import { GeneralInfo } from '@/features/home/components/general-info';
import { type HomeSearch, parseHomeSearch } from '@/features/home/lib/period';
import { PageHeader } from '@/features/shell/components/page-header';

export const Route = createFileRoute('/$lang/_dashboard/general-info')({
  validateSearch: parseHomeSearch,
  loaderDeps: ({ search }) => search,
  // Not awaited: the cards show their own skeletons, and the page opens offline too.
  loader: ({ context, params, deps }) => {
    void prefetchHome(context.queryClient, params.lang, deps);
  },
  component: GeneralInfoPage,
});

function GeneralInfoPage() {
  const { t } = useTranslation('home');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: HomeSearch) => void navigate({ search: next, replace: true });
  return (
    <>
      <PageHeader title={t('title')} home />
      <GeneralInfo search={search} onSearchChange={onSearchChange} />
    </>
  );
}
