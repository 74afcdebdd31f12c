/// <reference lib="webworker" />

/**
 * FCM background messages (issue 6): the kitchen server sends a webpush notification with
 * data { order_id, number } and a link to the order. The worker shows it, counts it into the
 * drawer's unread badge, and a click focuses an open app window on the order (or opens one).
 * The Firebase SDK is not loaded here: FCM's web payload is plain JSON on the push event.
 */
interface FcmPayload {
  notification?: { title?: string; body?: string; icon?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
}

const UNREAD_KEY = 'unread_notifications';

function payloadOf(event: PushEvent): FcmPayload {
  try {
    return (event.data?.json() as FcmPayload | undefined) ?? {};
  } catch {
    return {};
  }
}

/**
 * +1 on the kv row the badge reads (src/lib/db.ts: database gulfpay, store kv keyed by `key`).
 * Plain IndexedDB rather than Dexie keeps the worker small; with no database yet there is no
 * badge to update, so the upgrade is aborted instead of creating an empty one.
 */
function countUnread(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.open('gulfpay');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('kv')) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction('kv', 'readwrite');
      const store = tx.objectStore('kv');
      const current = store.get(UNREAD_KEY);
      current.onsuccess = () => {
        const value = Number((current.result as { value?: unknown } | undefined)?.value ?? 0);
        store.put({ key: UNREAD_KEY, value: (Number.isFinite(value) ? value : 0) + 1 });
      };
      const done = () => {
        db.close();
        resolve();
      };
      tx.oncomplete = done;
      tx.onerror = done;
      tx.onabort = done;
    };
  });
}

function linkOf(payload: FcmPayload): string {
  const data = payload.data ?? {};
  if (payload.fcmOptions?.link) return payload.fcmOptions.link;
  if (data.link) return data.link;
  // Without a language the app opens the path under the stored (or default) language.
  return data.order_id ? `/food-ordering/orders/${encodeURIComponent(data.order_id)}` : '/';
}

async function openOrder(scope: ServiceWorkerGlobalScope, link: string): Promise<void> {
  const url = new URL(link, scope.location.origin);
  // Only this app's pages: a link elsewhere would be a way to send staff anywhere.
  const target = url.origin === scope.location.origin ? url.href : scope.location.origin;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => undefined);
    return;
  }
  await scope.clients.openWindow(target);
}

export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    const data = payload.data ?? {};
    const title = payload.notification?.title ?? data.title ?? data.number ?? '';
    event.waitUntil(
      Promise.all([
        scope.registration.showNotification(title, {
          body: payload.notification?.body ?? data.body ?? '',
          icon: payload.notification?.icon,
          // One notification per order: a repeated message replaces it instead of stacking.
          tag: data.order_id ? `order-${data.order_id}` : undefined,
          data: { link: linkOf(payload) },
        }),
        countUnread(),
      ]),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
    event.waitUntil(openOrder(scope, link));
  });
}
