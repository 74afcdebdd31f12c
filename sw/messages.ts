/**
 * Messages pages send to the worker. The update prompt sends SKIP_WAITING when the person
 * chooses Reload; push handling (FCM background messages) registers beside this, not in it.
 */
export type PageMessage = { type: 'SKIP_WAITING' };

function isPageMessage(data: unknown): data is PageMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

export function listenForPageMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isPageMessage(event.data)) void scope.skipWaiting();
  });
}
