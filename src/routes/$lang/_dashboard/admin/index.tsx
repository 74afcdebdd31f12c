import { createFileRoute, redirect } from '@tanstack/react-router';

/** The administration area opens on its one page so far. */
export const Route = createFileRoute('/$lang/_dashboard/admin/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/admin/outbox', params, replace: true });
  },
});
