import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { AdminNav } from '@/features/shell/components/admin-nav';

/**
 * The administration area: superusers, and an area's pages (catalogue, events, menu) for staff
 * holding one of its permissions; the server checks every admin call again.
 */
export const Route = createFileRoute('/$lang/_dashboard/admin')({
  beforeLoad: async ({ context, location }) => {
    // Imported here: a route's beforeLoad sits in the entry chunk every page loads, and the
    // query's options would bring TanStack Query's readers into it (login and the pay page too);
    // the permissions' table and the plugins it names are 0.6 KB of it.
    const [{ userDetailsQuery }, { ADMIN_AREA_PERMISSIONS, hasPermission }] = await Promise.all([
      import('@/lib/shared-queries'),
      import('@/domain/permissions'),
    ]);
    const user = await context.queryClient.ensureQueryData(userDetailsQuery());
    // An area's own index (/en/admin/events) counts as the area, with or without a slash.
    const area = /^\/[a-z]{2}\/admin\/([a-z-]+)(?:\/|$)/.exec(location.pathname)?.[1] ?? '';
    const readers = Object.hasOwn(ADMIN_AREA_PERMISSIONS, area) ? ADMIN_AREA_PERMISSIONS[area] : [];
    const mayOpen = (readers ?? []).some((name) => hasPermission(user, name));
    if (!user.is_superuser && !mayOpen) throw notFound();
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
