import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from './api-client';
import { PERSISTED_ROOTS } from './query-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Only the shell's own queries (config, user details without the activity log, sections)
 * are persisted, so a dashboard reloaded offline still draws its frame.
 */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'gulfpay-query-cache' }),
    maxAge: DAY_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        PERSISTED_ROOTS.includes(String(query.queryKey[0])) &&
        query.queryKey[1] !== 'actions',
    },
  };
}
