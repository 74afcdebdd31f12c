/**
 * Service-worker registration and the "new version waiting" signal for the update prompt.
 *
 * The worker only activates a new version when the person agrees (SKIP_WAITING), so a
 * staff member in the middle of a form never has the app swapped under them.
 */

/** The part of workbox-window's `Workbox` this module uses; tests hand in a stand-in. */
export interface UpdateEventSource {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

export interface UpdateSource {
  /** Calls `listener` whenever the waiting state changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  isWaiting(): boolean;
  /** Hides the prompt until the next new version arrives. */
  dismiss(): void;
  /** Asks the waiting worker to take over, then reloads once it controls the page. */
  applyUpdate(): void;
}

export function createUpdateSource(
  events: UpdateEventSource,
  reload: () => void = () => window.location.reload(),
): UpdateSource {
  const listeners = new Set<() => void>();
  let waiting = false;
  let applying = false;
  const setWaiting = (value: boolean) => {
    waiting = value;
    for (const listener of listeners) listener();
  };

  events.addEventListener('waiting', () => setWaiting(true));
  // The first install also claims the page ('controlling'); only a requested update reloads.
  events.addEventListener('controlling', () => {
    if (applying) reload();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    dismiss: () => setWaiting(false),
    applyUpdate() {
      applying = true;
      events.messageSkipWaiting();
    },
  };
}

/** The page's listeners, kept here so they can subscribe before the worker registers. */
const appListeners = new Set<() => void>();
let source: UpdateSource | undefined;
let registering = false;

/** Door and counter tablets keep one tab open all day: look for a new release now and then. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The app-wide update source: inert until `registerServiceWorker` has run in production. */
export const appUpdateSource: UpdateSource = {
  subscribe(listener) {
    appListeners.add(listener);
    return () => appListeners.delete(listener);
  },
  isWaiting: () => source?.isWaiting() ?? false,
  dismiss: () => source?.dismiss(),
  applyUpdate: () => source?.applyUpdate(),
};

/**
 * Registers /sw.js in production builds only (a dev server has no precache manifest).
 * workbox-window is imported lazily, after the page has loaded, so it stays out of the first load.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || registering || !('serviceWorker' in navigator)) return;
  registering = true;
  // The worker precaches the whole shell: let the page the person asked for load first.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  source = createUpdateSource(workbox);
  source.subscribe(() => {
    for (const listener of appListeners) listener();
  });
  await workbox.register();
  const checkForUpdate = () => {
    // A failed check (server restarting, flaky network) simply waits for the next one.
    if (navigator.onLine) workbox.update().catch(() => undefined);
  };
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
