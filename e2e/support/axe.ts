import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const builder = new AxeBuilder({ page });
  const { violations } = await (scope ? scope(builder) : builder).analyze();
  expect.soft(describe(violations), `axe violations on ${where}`).toEqual([]);
}
