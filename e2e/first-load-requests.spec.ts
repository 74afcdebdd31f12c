import { expect, type Page, type Request, test } from '@playwright/test';
import { ADMIN_STATE } from './fixtures';
import { hydrated } from './support/hydrated';
import { createRequest } from './support/payments';

/** Scripts a page requests from here on, by path. */
function scriptsRequested(page: Page): () => string[] {
  const scripts: string[] = [];
  const listen = (sent: Request) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  };
  page.on('request', listen);
  return () => {
    page.off('request', listen);
    return scripts;
  };
}

const namedIn = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  return (script: string) => head.includes(`href="${script}"`) || head.includes(`src="${script}"`);
};

/**
 * What a drawn customer page asks for on a first visit, on a line where each request costs a
 * round trip (562.5 ms on Lighthouse's slow 4G) and six go at a time.
 */

test.use({ serviceWorkers: 'block' });

test('every script a drawn page runs until it answers is named in its head, fetched beside the entry', async ({
  page,
  request,
}) => {
  const { id } = await createRequest(request);
  for (const path of [`/en/pos/pay/${id}`, '/en/new-menu', '/en/events', '/en/login']) {
    const stop = scriptsRequested(page);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    await hydrated(page);
    const scripts = stop();
    // A script found only once another has run costs a slow line a round trip (562.5 ms) each.
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(
      scripts.filter((script) => !namedIn(html)(script)),
      path,
    ).toEqual([]);
  }
});

test.describe('signed in', () => {
  test.use({ storageState: ADMIN_STATE });

  test("the dashboard home's scripts are all named in its head, in the page's language", async ({ page }) => {
    const stop = scriptsRequested(page);
    const response = await page.goto('/ar/general-info');
    const html = (await response?.text()) ?? '';
    await expect(page.getByTestId('stat-total')).toHaveText(/^\d[\d,]*$/, { timeout: 20_000 });
    const scripts = stop();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(scripts.length).toBeGreaterThan(20);
    // The charts wait until they near the screen.
    const late = /apex-chart/;
    expect(scripts.filter((script) => !late.test(script) && !namedIn(html)(script))).toEqual([]);
  });
});

test('an English page downloads no Arabic face for the language switch, an Arabic page does', async ({
  page,
}) => {
  for (const path of ['/en/events', '/en/new-menu', '/ar/events']) {
    const fonts: string[] = [];
    const listen = (sent: { resourceType(): string; url(): string }) => {
      if (sent.resourceType() === 'font') fonts.push(new URL(sent.url()).pathname);
    };
    page.on('request', listen);
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    page.off('request', listen);
    const arabic = fonts.filter((font) => font.includes('arabic'));
    expect(fonts.length, path).toBeGreaterThan(0);
    if (path.startsWith('/en/')) expect(arabic, path).toEqual([]);
    else expect(arabic.length, path).toBeGreaterThan(0);
  }
});
