import { createFileRoute, notFound } from '@tanstack/react-router';
import { userDetailsQuery } from '@/lib/shared-queries';

/** The administration area: superusers only here, and on the server for every admin call. */
export const Route = createFileRoute('/$lang/_dashboard/admin')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(userDetailsQuery());
    if (!user.is_superuser) throw notFound();
  },
});
