import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasToken } from '@/lib/auth-storage';

export const Route = createFileRoute('/$lang/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: hasToken() ? '/$lang/general-info' : '/$lang/login', params, replace: true });
  },
});
