import { useRouter } from '@tanstack/react-router';
import { ErrorState } from './page-states';

/** A route whose loader failed: the reason and a retry that reruns the loaders. */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter();
  return <ErrorState error={error} onRetry={() => void router.invalidate()} />;
}
