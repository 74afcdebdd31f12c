import type { Page } from '@playwright/test';

/**
 * The app's service worker controls the page: it has installed, precaching every file the app
 * needs offline (some 450 of them), and claimed it. On a loaded two-core machine that takes up
 * to half a minute, so the wait is a minute rather than the usual 15 s.
 */
export const serviceWorkerControls = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
