import { type BrowserContext, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.config';

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4310}`;

/**
 * One door tablet: the same profile directory (IndexedDB, service worker, saved login) every
 * launch, with the camera fed the given video. Chromium takes the fake camera's file at launch,
 * so showing another ticket means restarting the browser, as a tablet would be restarted.
 */
export function launchDoor(
  profile: string,
  video: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'Asia/Kuwait',
    permissions: ['camera'],
    viewport,
  });
}
