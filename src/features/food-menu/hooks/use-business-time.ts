import { useEffect, useState } from 'react';

// Destructured where imported, so the build keeps only these two of the modules' exports;
// both modules are one file, so the second import costs no request.
async function load() {
  const { kuwaitToday } = await import('@/domain/business-time');
  const { formatDateTime } = await import('@/domain/date-formats');
  return { kuwaitToday, formatDateTime };
}

export type BusinessTime = Awaited<ReturnType<typeof load>>;

export interface BusinessTimeLoad {
  /** null until loaded, and if loading failed. */
  time: BusinessTime | null;
  /** Loaded or failed: what waits for the time need not wait any longer. */
  settled: boolean;
}

/**
 * Business time and its formats once the settings need them: a catering date's first day, or
 * when a closed place opens. The menu's first render shows neither, so they stay out of its
 * first load (a kilobyte) and arrive with the first answer that does.
 */
export function useBusinessTime(needed: boolean): BusinessTimeLoad {
  const [loaded, setLoad] = useState<BusinessTimeLoad>({ time: null, settled: false });
  useEffect(() => {
    if (!needed || loaded.settled) return;
    let current = true;
    load().then(
      (time) => current && setLoad({ time, settled: true }),
      () => current && setLoad({ time: null, settled: true }),
    );
    return () => {
      current = false;
    };
  }, [needed, loaded.settled]);
  return loaded;
}
