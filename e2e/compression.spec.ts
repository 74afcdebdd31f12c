import { expect, type Page, type Response, test } from '@playwright/test';
import { ADMIN_STATE } from './fixtures';

test.use({ storageState: ADMIN_STATE });

/** The budget: every asset of 1 KB or more (as the page uses it, decoded) arrives compressed. */
const MIN_BYTES = 1024;
const TEXT_TYPES = /javascript|css|json|html|svg/;

/** Every text response the page receives while it loads, with its decoded size and its coding. */
async function responsesOf(page: Page, url: string) {
  const seen: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
  const onResponse = (response: Response) => {
    if (!TEXT_TYPES.test(response.headers()['content-type'] ?? '')) return;
    seen.push(
      (async () => ({
        url: response.url(),
        bytes: (await response.body()).length,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
      }))(),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(seen);
}

for (const path of ['/en/login', '/en/transactions']) {
  test(`${path}: every script, style sheet and JSON answer of 1 KB or more arrives compressed`, async ({
    page,
  }) => {
    const responses = await responsesOf(page, path);
    const large = responses.filter((response) => response.bytes >= MIN_BYTES);
    expect(large.length).toBeGreaterThan(5);
    expect(large.filter((response) => !/^(br|gzip)$/.test(response.encoding))).toEqual([]);
  });
}
