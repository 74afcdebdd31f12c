import type { Locator, Page } from '@playwright/test';

/** Whitespace-separated words; an amount and its currency ("0.225 KWD") count as one word too. */
export const WORD = /\u2068?\d[\d.,]* KWD\u2069?|\S+/g;

/**
 * Each word of the visible text under `root` that the layout spreads over more than one line,
 * as "word (line tops)". A word drawn on one line gives rects that all overlap vertically (an
 * isolate or a font change may split it into several rects on that line); a word wrapped in the
 * middle gives a rect below the other.
 */
export function wordsSplitIn(root: Locator | Page): Promise<string[]> {
  const target = 'goto' in root ? root.locator('body') : root;
  return target.evaluate((element, pattern) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, template, title')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(new RegExp(pattern, 'g'))) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        const first = rects[0];
        if (!first) continue;
        const below = rects.find((rect) => rect.top >= first.bottom - 1 || rect.bottom <= first.top + 1);
        if (below) split.push(`${match[0]} (${Math.round(first.top)}/${Math.round(below.top)})`);
      }
    }
    return split;
  }, WORD.source);
}
