import { Text } from '@chakra-ui/react';
import { ApiError } from '@/lib/api-client';
import { ErrorState, LoadingState } from './page-states';

/** A 404 answer: the record does not exist (or not for this user), so retrying will not help. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

interface DetailStatesProps {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  notFoundMessage: string;
}

/** A detail page without its record: loading, "not found" for a 404, or the error with a retry. */
export function DetailStates({ query, notFoundMessage }: DetailStatesProps) {
  if (query.isPending) return <LoadingState />;
  if (isNotFound(query.error))
    return (
      <Text role="alert" fontSize="lg">
        {notFoundMessage}
      </Text>
    );
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
}
