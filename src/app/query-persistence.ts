import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { PERSISTED_ROOTS } from '@/lib/query-keys/staff';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Only the shell's own queries (config, user details without the activity log, sections)
 * are persisted, so a dashboard reloaded offline still draws its frame.
 */
function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
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

let started = false;

/** Puts the persisted shell queries back; awaited before a signed-in first render draws them. */
export function restoreQueries(queryClient: QueryClient): Promise<void> {
  return persistQueryClientRestore(persistOptions(queryClient));
}

/**
 * Keeps the shell's queries in localStorage from now on. Runs once, when the dashboard first
 * mounts, and saves right away because its queries may have settled before this chunk loaded.
 */
export function persistQueries(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  const options = persistOptions(queryClient);
  persistQueryClientSubscribe(options);
  void persistQueryClientSave(options);
}
