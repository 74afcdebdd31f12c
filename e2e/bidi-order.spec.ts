import { expect, type Locator, test } from '@playwright/test';
import { ADMIN_STATE } from './fixtures';
import { createRequest } from './support/payments';

// Numbers, times, ranges and amounts inside Arabic text keep the order they are meant to be read
// in, checked where the browser draws them: by the x positions of their parts.

/** The left edge of each of `parts` (in order of first occurrence) in the element's text. */
function leftEdges(element: Locator, parts: string[]) {
  return element.evaluate((root, wanted) => {
    const text = root.textContent ?? '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    let from = 0;
    return wanted.map((part) => {
      const index = text.indexOf(part, from);
      if (index < 0) throw new Error(`"${part}" is not in "${text}"`);
      from = index + part.length;
      // Where the part starts: the text node holding that offset of the element's text.
      let offset = index;
      const node = nodes.find((candidate) => {
        const length = candidate.length;
        if (offset < length) return true;
        offset -= length;
        return false;
      });
      if (!node) throw new Error(`no text node holds "${part}"`);
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + part.length);
      return range.getBoundingClientRect().left;
    });
  }, parts);
}

test('Arabic: a range of numbers keeps its order inside the sentence (the paginator)', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto('/ar/payment-request/transactions');
  const line = page.getByText(/^\u2068\d+–\d+\u2069 من/);
  await expect(line).toBeVisible({ timeout: 30_000 });
  const [first, last] = /(\d+)–(\d+)/.exec((await line.textContent()) ?? '')?.slice(1) ?? [];
  if (!first || !last) throw new Error('no range in the paginator');
  // "1–10 من 135": unisolated, right-to-left layout drew it "135 من 10–1".
  const [firstX, dashX, lastX] = await leftEdges(line, [first, '–', last]);
  expect(firstX).toBeLessThan(dashX as number);
  expect(dashX).toBeLessThan(lastX as number);
  await context.close();
});

test("Arabic: an amount reads digits then code, and a ticket's hours read start first", async ({
  page,
  request,
}) => {
  const { id } = await createRequest(request, { amount: '1234.500' });
  await page.goto(`/ar/pos/pay/${id}`);
  const amount = page.getByText('\u20681,234.500 KWD\u2069', { exact: true }).first();
  await expect(amount).toBeVisible();
  const [digitsX, codeX] = await leftEdges(amount, ['1,234.500', 'KWD']);
  expect(digitsX).toBeLessThan(codeX as number);

  await page.goto('/ar/events/community-iftar');
  // The hours are Arabic text ("06:00 م – 11:00 م"): read right to left, the start comes first,
  // so it stands to the right of the end, the marker after each time; the isolate keeps the
  // range whole beside the ticket's name and price.
  const hours = page.getByText('\u206806:00 م – 11:00 م\u2069', { exact: true }).first();
  await expect(hours).toBeVisible();
  const [startX, endX] = await leftEdges(hours, ['06:00', '11:00']);
  expect(startX).toBeGreaterThan(endX as number);
});
