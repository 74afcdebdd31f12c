import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/shell/components/dashboard-layout';
import { hasToken } from '@/lib/auth-storage';
import { configQuery, sectionsQuery, userDetailsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard')({
  // Owed two-factor set-up needs no check here: while it is owed, the page's first call answers
  // 403 with the enrolment header and the API client sends the person to set-up (app/api-events),
  // without a round trip before every dashboard page is drawn.
  beforeLoad: ({ params }) => {
    if (!hasToken()) throw redirect({ to: '/$lang/login', params, replace: true });
  },
  // What the frame draws from (greeting, navigation, idle time), asked for beside the page's own
  // requests: from the components that read it, it came a round trip later, once they were drawn.
  // Only what the cache lacks (the frame's own reads refresh the rest as before), not awaited: the
  // frame shows its skeletons and opens offline.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery({ ...userDetailsQuery(), staleTime: Number.POSITIVE_INFINITY });
    void queryClient.prefetchQuery({ ...configQuery(), staleTime: Number.POSITIVE_INFINITY });
    void queryClient.prefetchQuery({ ...sectionsQuery(), staleTime: Number.POSITIVE_INFINITY });
  },
  component: DashboardLayout,
});
