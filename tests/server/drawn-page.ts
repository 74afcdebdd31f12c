import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';

/** A picture the built app ships under public/demo. */
export const DEMO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>';

/** The built stylesheet's content: drawn pages carry it in <head>, not as a request. */
export const FONT_FACE = '@font-face{font-family:Noto Sans;src:url(/assets/noto.woff2)format("woff2")}';

/**
 * A built app as the server sees one (the template Vite writes and the font files it names),
 * for the pages the server draws, and those pages as a browser parses them.
 */
export function fakeDist(fonts: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'gulfpay-drawn-page-'));
  mkdirSync(join(dir, 'assets'));
  for (const font of fonts) writeFileSync(join(dir, 'assets', font), '');
  writeFileSync(join(dir, 'assets', 'index-Zz34.css'), `${FONT_FACE}\n`);
  // A file whose path a drawn page's route also matches (/:lang/events/:slug).
  mkdirSync(join(dir, 'demo', 'events'), { recursive: true });
  writeFileSync(join(dir, 'demo', 'events', 'summit.svg'), DEMO_SVG);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Gulf Pay</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-Zz34.css">\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" crossorigin src="/assets/index-Xy12.js"></script>\n  </body>\n</html>\n',
  );
  return dir;
}

export interface DrawnQuery<State> {
  queryKey: unknown[];
  state: State;
}

/** What #root holds and the query cache the page was drawn from (#query-data). */
export function parseDrawnPage<State>(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const root = document.getElementById('root');
  const data = document.getElementById('query-data')?.textContent;
  const queries = data ? (JSON.parse(data) as { queries: DrawnQuery<State>[] }).queries : [];
  return { document, root, text: root?.textContent ?? '', queries };
}
