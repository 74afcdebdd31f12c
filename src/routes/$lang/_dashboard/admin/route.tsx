import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { AdminNav } from '@/features/shell/components/admin-nav';

/** The administration area: superusers only here, and on the server for every admin call. */
export const Route = createFileRoute('/$lang/_dashboard/admin')({
  beforeLoad: async ({ context }) => {
    // Imported here: a route's beforeLoad sits in the entry chunk every page loads, and the
    // query's options would bring TanStack Query's readers into it (login and the pay page too).
    const { userDetailsQuery } = await import('@/lib/shared-queries');
    const user = await context.queryClient.ensureQueryData(userDetailsQuery());
    if (!user.is_superuser) throw notFound();
  },
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
