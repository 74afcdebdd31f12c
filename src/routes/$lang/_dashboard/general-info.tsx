import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { prefetchHome } from '@/features/home/api/prefetch-home';
import { GeneralInfo } from '@/features/home/components/general-info';
import { type HomeSearch, parseHomeSearch } from '@/features/home/lib/period';
import { AttentionLink } from '@/features/payment-attention/components/attention-link';
import { buildNavSections, isLimitedStaff } from '@/features/shell/nav-items';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { sectionsQuery } from '@/lib/shared-queries';

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
  const lang = useLang();
  const sections = useQuery(sectionsQuery()).data?.results;
  // Door staff land where they work (the landing after sign-in is this page for everyone).
  const landing =
    sections && isLimitedStaff(sections) ? buildNavSections(sections, lang)[0]?.items[0]?.href : undefined;
  if (landing) return <Navigate to={landing} replace />;
  return (
    <>
      <PageHeader title={t('title')} home />
      <AttentionLink />
      <GeneralInfo search={search} onSearchChange={onSearchChange} />
    </>
  );
}
