import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/shell/components/dashboard-layout';
import { hasToken } from '@/lib/auth-storage';

export const Route = createFileRoute('/$lang/_dashboard')({
  beforeLoad: ({ params }) => {
    if (!hasToken()) throw redirect({ to: '/$lang/login', params, replace: true });
  },
  component: DashboardLayout,
});
