import { apiRequest } from './api-client';

/**
 * Web push through Firebase Cloud Messaging, configured at build time by VITE_FIREBASE_*
 * (README). Without them push is simply off: the kitchen still gets orders live while its
 * page is open. firebase/* is imported only when a token is actually requested, so no page
 * carries it in its first load.
 */
export interface PushConfig {
  app: { apiKey: string; projectId: string; messagingSenderId: string; appId: string; authDomain?: string };
  vapidKey: string;
}

export function pushConfig(): PushConfig | null {
  const env = import.meta.env;
  const apiKey = env.VITE_FIREBASE_API_KEY as string | undefined;
  const projectId = env.VITE_FIREBASE_PROJECT_ID as string | undefined;
  const messagingSenderId = env.VITE_FIREBASE_MESSAGING_SENDER_ID as string | undefined;
  const appId = env.VITE_FIREBASE_APP_ID as string | undefined;
  const vapidKey = env.VITE_FIREBASE_VAPID_KEY as string | undefined;
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined;
  return {
    app: { apiKey, projectId, messagingSenderId, appId, ...(authDomain ? { authDomain } : {}) },
    vapidKey,
  };
}

/** Push can work here: configured, and the browser has a service worker, notifications and push. */
export function pushSupported(): boolean {
  return (
    pushConfig() !== null &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof Notification !== 'undefined' &&
    typeof PushManager !== 'undefined'
  );
}

export type PushOutcome = 'registered' | 'denied' | 'unavailable';

let registered: Promise<PushOutcome> | undefined;

/**
 * Asks for permission when still undecided (call from a click then), gets this device's FCM
 * token through the app's own service worker (which shows background messages, sw/push.ts) and
 * registers it for the signed-in user. Once per page load: the server upserts, so again is harmless.
 */
export function registerPushToken(): Promise<PushOutcome> {
  const config = pushConfig();
  if (!config || !pushSupported()) return Promise.resolve('unavailable');
  registered ??= (async (): Promise<PushOutcome> => {
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') return 'denied';
    const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    if (!(await isSupported())) return 'unavailable';
    const app = getApps()[0] ?? initializeApp(config.app);
    const registration_id = await getToken(getMessaging(app), {
      vapidKey: config.vapidKey,
      serviceWorkerRegistration: await navigator.serviceWorker.ready,
    });
    await apiRequest('/register-notif-token/', { method: 'POST', body: { registration_id, type: 'web' } });
    return 'registered';
  })().catch((error: unknown) => {
    registered = undefined;
    throw error;
  });
  return registered;
}
