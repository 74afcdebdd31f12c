import { createFileRoute, redirect } from '@tanstack/react-router';

/** The administration area opens on its team. */
export const Route = createFileRoute('/$lang/_dashboard/admin/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/admin/staff', params, replace: true });
  },
});
