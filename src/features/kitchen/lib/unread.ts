import { KV_KEYS, setKv } from '@/lib/db';

/**
 * The drawer's badge (src/hooks/use-unread-count.ts) reads this kv row; the kitchen writes the
 * server's count of unacknowledged orders, so it survives a reload and matches every screen.
 */
export function storeUnreadCount(count: number): Promise<void> {
  return setKv(KV_KEYS.unreadNotifications, Math.max(0, Math.trunc(count)));
}
