import type { Page } from '@playwright/test';

/** React has taken the page's heading over: it carries React's fiber. */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
