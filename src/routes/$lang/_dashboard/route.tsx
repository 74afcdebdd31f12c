import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/shell/components/dashboard-layout';
import { hasToken } from '@/lib/auth-storage';

export const Route = createFileRoute('/$lang/_dashboard')({
  beforeLoad: async ({ params, context }) => {
    if (!hasToken()) throw redirect({ to: '/$lang/login', params, replace: true });
    // Imported here: a route's beforeLoad sits in the entry chunk every page loads.
    const { twoFactorStatusQuery } = await import('@/features/user/api/two-factor');
    // Read again once a minute (and after any change of it): an owner may start requiring it mid-session.
    const status = await context.queryClient
      .fetchQuery({ ...twoFactorStatusQuery(), staleTime: 60_000 })
      .catch(() => null);
    // The server answers 403 to everything else meanwhile; unreadable (offline), the pages say so themselves.
    if (status?.must_enrol) throw redirect({ to: '/$lang/two-factor-setup', params, replace: true });
  },
  component: DashboardLayout,
});
