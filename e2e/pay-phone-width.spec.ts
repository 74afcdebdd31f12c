import { expect, type Locator, test } from '@playwright/test';
import { createRequest } from './support/payments';

test.use({ viewport: { width: 414, height: 900 } });

/** An amount and its currency read as one word: "0.225 / KWD" over two lines is a split too. */
const WORD = /\u2068?\d[\d.,]* KWD\u2069?|\S+/g;

/** Each word of the list's text that the layout spreads over lines, with the lines' bottoms. */
function wordsSplitAcrossLines(list: Locator) {
  return list.evaluate((root, pattern) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(new RegExp(pattern, 'g'))) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) split.push(`${match[0]} (${[...lines].join('/')})`);
      }
    }
    return split;
  }, WORD.source);
}

/** Choice cards whose content runs past their border (a whole word kept by squeezing nothing else). */
function overflowingCards(list: Locator) {
  return list.evaluate((root) =>
    [...root.querySelectorAll('label')]
      .filter((card) => card.scrollWidth > card.clientWidth)
      .map((card) => card.textContent),
  );
}

// KPay's fee (0.100 KWD + 1 %) and its Best Choice tag make the narrowest name column; the
// larger amount widens the amount column beside it.
for (const lang of ['en', 'ar'] as const) {
  for (const amount of ['12.500', '12345.500']) {
    test(`at 414 px no word or amount of the pay choices breaks across lines (${lang}, ${amount} KWD)`, async ({
      page,
      request,
    }, testInfo) => {
      const { id } = await createRequest(request, { amount });
      await page.goto(`/${lang}/pos/pay/${id}`);
      const list = page.getByRole('radiogroup');
      await expect(list.getByText(lang === 'ar' ? 'كي باي' : 'KPay')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await list.screenshot({ path: testInfo.outputPath(`pay-choices-414-${lang}-${amount}.png`) });
      expect(await wordsSplitAcrossLines(list)).toEqual([]);
      expect(await overflowingCards(list)).toEqual([]);
    });
  }
}
