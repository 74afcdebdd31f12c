import { useSyncExternalStore } from 'react';
import { afterPageSettles } from '@/lib/page-settled';

let count = 0;
const listeners = new Set<() => void>();
let subscription: { unsubscribe(): void } | undefined;
let starting = false;

// One Dexie liveQuery shared by every badge, started once a badge is drawn and the first page
// has settled: the count is not what a page is opened for, and Dexie's 30 KB waited for by
// nothing would share a slow line with the page's own chunks and answers.
function watch() {
  if (subscription || starting) return;
  starting = true;
  void afterPageSettles()
    .then(() => import('@/lib/unread-source'))
    .then(({ watchUnread }) => {
      // Every badge left while the module came: nothing to follow.
      if (listeners.size === 0) return;
      subscription = watchUnread((value) => {
        count = Number.isFinite(value) ? value : 0;
        for (const notify of listeners) notify();
      });
    })
    // Offline before the worker cached it: the badge shows none, and the next one tries again.
    .catch(() => undefined)
    .finally(() => {
      starting = false;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  watch();
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
