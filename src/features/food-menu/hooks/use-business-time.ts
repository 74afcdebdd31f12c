import { useEffect, useState } from 'react';

// Destructured where imported, so the build keeps only these two of the modules' exports;
// both modules are one file, so the second import costs no request.
async function load() {
  const { kuwaitToday } = await import('@/domain/business-time');
  const { formatDateTime } = await import('@/domain/date-formats');
  return { kuwaitToday, formatDateTime };
}

export type BusinessTime = Awaited<ReturnType<typeof load>>;

/**
 * Business time and its formats once the settings need them: a catering date's first day, or
 * when a closed place opens. The menu's first render shows neither, so they stay out of its
 * first load (a kilobyte) and arrive with the first answer that does; null until then.
 */
export function useBusinessTime(needed: boolean): BusinessTime | null {
  const [loaded, setLoaded] = useState<BusinessTime | null>(null);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    void load().then((value) => {
      if (current) setLoaded(value);
    });
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  return loaded;
}
