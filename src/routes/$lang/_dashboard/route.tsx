import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/shell/components/dashboard-layout';
import { hasToken } from '@/lib/auth-storage';

export const Route = createFileRoute('/$lang/_dashboard')({
  // Owed two-factor set-up needs no check here: while it is owed, the page's first call answers
  // 403 with the enrolment header and the API client sends the person to set-up (app/api-events),
  // without a round trip before every dashboard page is drawn.
  beforeLoad: ({ params }) => {
    if (!hasToken()) throw redirect({ to: '/$lang/login', params, replace: true });
  },
  component: DashboardLayout,
});
