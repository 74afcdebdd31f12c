import { useEffect } from 'react';

/**
 * Keeps the kitchen tablet's screen on while the orders list is open. The browser drops the
 * lock whenever the page is hidden, so it is asked for again each time the page comes back.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | undefined;
    let released = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (released) void lock.release();
          else sentinel = lock;
        },
        // Refused (battery saver, no permission): the list still works, only the screen may dim.
        () => {},
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, []);
}
