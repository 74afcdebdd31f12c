/**
 * Resolves once the first page has loaded, rendered and gone idle, plus a short pause.
 * Work nobody waits for (the service worker's first download of the whole offline copy,
 * about 1.4 MB, and the update prompt's code) starts only then, leaving the bandwidth to
 * the route's own chunks and first API calls. The idle timeout keeps a busy page from
 * postponing it indefinitely.
 */
const IDLE_TIMEOUT_MS = 5_000;
const SETTLE_DELAY_MS = 3_000;

let settled: Promise<void> | undefined;

export function afterPageSettles(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const whenIdle = () => {
      const settle = () => setTimeout(resolve, SETTLE_DELAY_MS);
      if ('requestIdleCallback' in window) requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
      else settle();
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}
