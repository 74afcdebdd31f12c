import { liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';
import { getKv, KV_KEYS } from '@/lib/db';

let count = 0;
const listeners = new Set<() => void>();
let subscription: { unsubscribe(): void } | undefined;

// One Dexie liveQuery shared by every badge; it follows writes from any tab or the worker.
function subscribe(listener: () => void) {
  listeners.add(listener);
  subscription ??= liveQuery(() => getKv<number>(KV_KEYS.unreadNotifications, 0)).subscribe({
    next: (value) => {
      count = Number.isFinite(value) ? value : 0;
      for (const notify of listeners) notify();
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      subscription?.unsubscribe();
      subscription = undefined;
    }
  };
}

/** Unread order notifications, as stored in IndexedDB by the notification handler. */
export function useUnreadCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
