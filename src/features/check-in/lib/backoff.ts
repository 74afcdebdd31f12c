/** First retry after a failed upload, doubled on each failure up to the cap. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

/**
 * Delay before retry number `failures` (1 after the first failure). A little jitter keeps the
 * tablets of one venue from all retrying at the same instant when its network comes back.
 */
export function retryDelay(failures: number, random = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.85 + random() * 0.3));
}
