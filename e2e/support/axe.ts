import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// axe-core's own types come through @axe-core/playwright, which is the package listed.
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing node: rule, element and what axe says is wrong, so a failure reads on its own. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
}

/**
 * Runs axe-core on the page as it is now (fonts in and transitions done, so contrast is judged
 * on the real text in its settled colours).
 * A soft assertion: a journey through several pages reports every page's violations at once.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  scope?: (builder: AxeBuilder) => AxeBuilder,
) {
  await page.evaluate(() => document.fonts.ready);
  // A drawn page's controls fade in as the app takes it over: contrast is judged once they have.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe-core waits on timers, which never fire in a frame sandboxed without scripts: its run
  // there would never end. Such a frame's document is checked on its own page instead.
  const builder = new AxeBuilder({ page }).exclude(SCRIPTLESS_FRAME);
  const { violations } = await (scope ? scope(builder) : builder).analyze();
  expect.soft(describe(violations), `axe violations on ${where}`).toEqual([]);
  for (const [index, frame] of (await page.locator(SCRIPTLESS_FRAME).all()).entries())
    await expectNoAxeViolationsInDocument(page, frame, `${where}, frame ${index + 1}`);
}

const SCRIPTLESS_FRAME = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * A sandboxed frame's document (its srcdoc), drawn alone in a page of the same context and
 * size. The rules about a whole page's layout (landmarks, a first-level heading, a title) are
 * left to the page around the frame, as axe leaves them when it checks a frame in place.
 */
async function expectNoAxeViolationsInDocument(page: Page, frame: Locator, where: string) {
  const html = await frame.getAttribute('srcdoc');
  if (html === null) return;
  const box = await frame.boundingBox();
  const alone = await page.context().newPage();
  try {
    if (box) await alone.setViewportSize({ width: Math.ceil(box.width), height: Math.ceil(box.height) });
    await alone.setContent(html);
    await alone.evaluate(() => document.fonts.ready);
    const { violations } = await new AxeBuilder({ page: alone })
      .disableRules(['region', 'landmark-one-main', 'page-has-heading-one', 'document-title'])
      .analyze();
    expect.soft(describe(violations), `axe violations on ${where}`).toEqual([]);
  } finally {
    await alone.close();
  }
}
