import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long an answer read afresh on every visit (a payment's state, an event's places) counts as
 * fresh: long enough that a page the server drew is not asked for the same answers again as it
 * comes alive (seconds after they arrived, on a slow phone), too short to outlast a visit. Asking
 * again there cost a slow phone a 150 ms task: every observer drawn again as the fetch began.
 */
export const PER_VISIT_STALE_MS = 10_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: DAY_MS,
        // A 4xx will not change on retry; only network trouble and 5xx are worth a second go.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
