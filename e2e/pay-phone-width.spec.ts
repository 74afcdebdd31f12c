import { expect, type Locator, test } from '@playwright/test';
import { createRequest } from './support/payments';
import { wordsSplitIn } from './support/split-words';

test.use({ viewport: { width: 414, height: 900 } });

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
      expect(await wordsSplitIn(list)).toEqual([]);
      expect(await overflowingCards(list)).toEqual([]);
    });
  }
}
