/**
 * Service-worker registration and the "new version waiting" signal for the update prompt.
 *
 * The worker only activates a new version when the person agrees (SKIP_WAITING), so a
 * staff member in the middle of a form never has the app swapped under them.
 */

/**
 * A registered worker's two moments the prompt needs: 'waiting' (a new version installed behind
 * the one controlling the page) and 'controlling' (a worker took over the page). Tests hand in
 * a stand-in.
 */
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

/** What registration needs besides the events: the browser's own API (browserWorker) or a stand-in. */
export interface RegisteringWorker extends UpdateEventSource {
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
}

/**
 * Registers the worker and wires its update events to `appUpdateSource`. Returns false when the
 * browser refuses: a blocked or broken service-worker API (private windows, enterprise policy,
 * Playwright's `serviceWorkers: 'block'`) leaves an app that works online, not a script error.
 */
export async function connectServiceWorker(createWorker: () => Promise<RegisteringWorker>): Promise<boolean> {
  let worker: RegisteringWorker;
  try {
    worker = await createWorker();
    const connected = createUpdateSource(worker);
    connected.subscribe(() => {
      for (const listener of appListeners) listener();
    });
    if (!(await worker.register())) return false;
    source = connected;
  } catch {
    return false;
  }
  const checkForUpdate = () => {
    // A failed check (server restarting, flaky network) simply waits for the next one.
    if (navigator.onLine) worker.update().catch(() => undefined);
  };
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  return true;
}

/**
 * The worker at `url` through the browser's own service-worker API: the few lines of
 * workbox-window this app used, without a further download chained behind the page's scripts
 * (issue 21: a shop page's critical request chain stays 2 deep).
 */
export function browserWorker(url: string, container: ServiceWorkerContainer): RegisteringWorker {
  const listeners = { waiting: new Set<() => void>(), controlling: new Set<() => void>() };
  const emit = (type: keyof typeof listeners) => {
    for (const listener of listeners[type]) listener();
  };
  let registration: ServiceWorkerRegistration | undefined;
  // Installed while another worker controls the page: it waits for the person (see sw/messages.ts).
  const follow = (worker: ServiceWorker | null | undefined) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) emit('waiting');
    });
  };
  return {
    addEventListener: (type, listener) => {
      listeners[type].add(listener);
    },
    messageSkipWaiting: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    async register() {
      registration = await container.register(url, { scope: '/' });
      container.addEventListener('controllerchange', () => emit('controlling'));
      // A version installed on an earlier visit may be waiting already.
      if (registration.waiting && container.controller) emit('waiting');
      follow(registration.installing);
      registration.addEventListener('updatefound', () => follow(registration?.installing));
      return registration;
    },
    update: async () => {
      await registration?.update();
    },
  };
}

/**
 * Registers /sw.js in production builds only (a dev server has no precache manifest), once the
 * first page has settled (src/lib/page-settled.ts): the worker's first download of the offline
 * copy then leaves the bandwidth to the page's own requests.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || registering || !('serviceWorker' in navigator)) return;
  registering = true;
  await connectServiceWorker(async () => browserWorker('/sw.js', navigator.serviceWorker));
}
