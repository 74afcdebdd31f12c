/**
 * Fires `onIdle` once no activity has been seen for `timeoutMs` (SPEC 4).
 *
 * Activity only records a timestamp; the single pending timer compares Date.now() with it
 * when it wakes and sleeps again for the remainder. That keeps mousemove cheap and lets a
 * test clock (Playwright's page.clock, Vitest fake timers) jump ahead and see the expiry.
 */
export interface IdleTimer {
  /** Record activity: the idle countdown restarts from now. */
  touch(): void;
  stop(): void;
}

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  now?: () => number;
}

export function createIdleTimer({ timeoutMs, onIdle, now = Date.now }: IdleTimerOptions): IdleTimer {
  let last = now();
  let handle: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    handle = setTimeout(check, Math.max(0, delay));
  };
  function check() {
    if (stopped) return;
    const idleFor = now() - last;
    if (idleFor >= timeoutMs) {
      stopped = true;
      onIdle();
    } else {
      schedule(timeoutMs - idleFor);
    }
  }
  schedule(timeoutMs);

  return {
    touch() {
      last = now();
    },
    stop() {
      stopped = true;
      clearTimeout(handle);
    },
  };
}

/** What counts as the person still being there. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;
