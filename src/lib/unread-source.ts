import { liveQuery } from 'dexie';
import { getKv, KV_KEYS } from '@/lib/db';

/**
 * Follows the unread order notifications the notification handler stores in IndexedDB, from any
 * tab or the worker. Its own module: Dexie (30 KB) comes with it after the dashboard's first
 * paint, not in it.
 */
export const watchUnread = (next: (value: number) => void): { unsubscribe(): void } =>
  liveQuery(() => getKv<number>(KV_KEYS.unreadNotifications, 0)).subscribe({ next });
