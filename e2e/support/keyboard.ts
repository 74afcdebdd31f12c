import { expect, type Locator, type Page } from '@playwright/test';

// Short: a target not drawn yet is simply not focused, the next press looks again.
const isFocused = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 500 })
    .catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks
 * that the focus is visible there. Fails if it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`${target} not reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Presses an arrow key until the radio `target` is checked (radios move the choice with arrows). */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', limit = 10) {
  for (let presses = 0; presses < limit && !(await target.isChecked()); presses++) {
    await page.keyboard.press(key);
  }
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

/**
 * The focused element, or the label or card that draws the ring for it (Chakra's _focusWithin
 * on a radio card), shows an outline or a box shadow.
 */
export async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((element) => {
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    for (
      let node: Element | null = element, depth = 0;
      node && depth < 3;
      node = node.parentElement, depth++
    ) {
      if (drawn(node)) return true;
    }
    return false;
  });
  expect(ring, `focus ring on ${target}`).toBe(true);
}
