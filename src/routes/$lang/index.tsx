import { createFileRoute, redirect } from '@tanstack/react-router';
import type { SignedOutLandingTarget } from '@/domain/contracts/public-pages';
import { hasToken } from '@/lib/auth-storage';

const LOGIN: SignedOutLandingTarget = { page: 'login' };

/** SPEC 2.2: staff go home; a signed-out visitor goes where the owner chose (login by default). */
export const Route = createFileRoute('/$lang/')({
  beforeLoad: async ({ params, context }) => {
    if (hasToken()) throw redirect({ to: '/$lang/general-info', params, replace: true });
    // Imported here: a route's beforeLoad sits in the entry chunk every page loads (see admin/route.tsx).
    const { configQuery } = await import('@/lib/shared-queries');
    // Unreadable config (offline, server down): the sign-in page, which works without it.
    const landing = await context.queryClient
      .ensureQueryData(configQuery())
      .then((config) => config.signed_out_landing ?? LOGIN)
      .catch(() => LOGIN);
    if ('url' in landing) throw redirect({ href: landing.url, replace: true });
    const to = landing.page === 'new-menu' ? '/$lang/new-menu' : '/$lang/login';
    throw redirect({ to, params, replace: true });
  },
});
