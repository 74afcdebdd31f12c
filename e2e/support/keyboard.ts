import { expect, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from '../../src/domain/readable-colour';

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
 * on a radio card), shows an outline or a box shadow, at 3:1 against what surrounds it (WCAG 1.4.11).
 */
export async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((element) => {
    const colourOf = (style: CSSStyleDeclaration) => {
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
        return style.outlineColor;
      return style.boxShadow === 'none' ? null : (/rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null);
    };
    const backgroundAround = (node: Element) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        const background = getComputedStyle(parent).backgroundColor;
        if (!/rgba\(.*,\s*0\)$|transparent/.test(background)) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    for (
      let node: Element | null = element, depth = 0;
      node && depth < 3;
      node = node.parentElement, depth++
    ) {
      const colour = colourOf(getComputedStyle(node));
      if (colour) return { colour, around: backgroundAround(node) };
    }
    return null;
  });
  expect(ring, `focus ring on ${target}`).not.toBeNull();
  if (!ring) return;
  expect(
    contrastRatio(toHex(ring.colour), toHex(ring.around)),
    `focus ring ${ring.colour} on ${ring.around}`,
  ).toBeGreaterThanOrEqual(3);
}

/** "rgb(r, g, b)" as "#rrggbb". */
function toHex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
