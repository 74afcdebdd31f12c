import type { Page } from '@playwright/test';

/** What the page keeps of its largest contentful paint (window.__largestPaint). */
interface Watch {
  /** Every element in #root once the document was parsed, before the app's scripts ran: the server's drawing. */
  drawn: WeakSet<Element>;
  /** The last candidate's element, kept as reported: the entry itself forgets it once it leaves the page. */
  last: Element | null;
  /** Each candidate as it was reported, for the failure message. */
  candidates: string[];
}

/**
 * An init script (page.addInitScript): it runs before any of the page's own, so the observer,
 * buffered, sees every candidate from the first paint on.
 */
export function watchLargestPaint() {
  const watch: Watch = { drawn: new WeakSet(), last: null, candidates: [] };
  (window as unknown as { __largestPaint: Watch }).__largestPaint = watch;
  // Module scripts run after the parser is done, so at "interactive" #root is still the server's.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const element of document.querySelectorAll('#root *')) watch.drawn.add(element);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      // Null when the element left the page between its paint and this report.
      watch.last = entry.element;
      const text = entry.element?.textContent?.trim().slice(0, 40) ?? '';
      const name = entry.element ? `<${entry.element.tagName.toLowerCase()}>` : '(removed)';
      watch.candidates.push(`${name} "${text || entry.url}" at ${Math.round(entry.startTime)} ms`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The last largest-paint candidate, and what a person would notice about it now. */
export interface LargestPaint {
  /** `<tag> "its text or its picture's address"`. */
  element: string;
  candidates: string[];
  /** Still in the document: not swapped out as the app took the page over. */
  connected: boolean;
  inRoot: boolean;
  visible: boolean;
  /** A Chakra skeleton, or inside one. */
  skeleton: boolean;
  /** The very node the server drew, not one the browser drew afresh. */
  drawn: boolean;
  /** Text to read, or a picture that has loaded. */
  content: boolean;
}

export const largestPaint = (page: Page): Promise<LargestPaint> =>
  page.evaluate(() => {
    const { drawn, last, candidates } = (window as unknown as { __largestPaint: Watch }).__largestPaint;
    const root = document.getElementById('root');
    if (!last) {
      const element = candidates.length ? 'an element removed before it was reported' : 'no element';
      const none = { connected: false, inRoot: false, visible: false, skeleton: false, drawn: false };
      return { element, candidates, ...none, content: false };
    }
    const text = last.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const picture = last instanceof HTMLImageElement ? last : null;
    const box = last.getBoundingClientRect();
    return {
      element: `<${last.tagName.toLowerCase()}> "${text.slice(0, 60) || picture?.currentSrc || ''}"`,
      candidates,
      connected: last.isConnected,
      inRoot: root?.contains(last) ?? false,
      visible:
        box.width > 0 &&
        box.height > 0 &&
        last.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      skeleton: last.closest('.chakra-skeleton, [data-scope="skeleton"]') !== null,
      drawn: drawn.has(last),
      content: picture ? picture.complete && picture.naturalWidth > 0 : text.length > 0,
    };
  });
