import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlPage } from '../../src/domain/contracts/common.ts';
import type { RenderedPage } from '../../src/ssr/render-page.tsx';
import type { Lang } from './i18n.ts';
import {
  headingFonts,
  isPageLang,
  notDrawn,
  pageDocument,
  pageScripts,
  readPageTemplate,
  sendPage,
  withFavicon,
} from './page-document.ts';

type Params = Record<string, string>;

/** A customer page the server draws (issue 17): its route and how it is drawn. */
export interface DrawnPage {
  /** The page's route, under /:lang. */
  path: `/:lang/${string}`;
  /** What the page is, for the route's (hidden) schema. */
  summary: string;
  /** How shared caches may keep it. */
  cacheControl: 'no-cache' | 'no-store';
  /** Whether the path's values can name such a page; otherwise the path is the built app's files'. */
  accepts?: (params: Params) => boolean;
  /** The drawing, from the API's answers; null when there is nothing to draw (the app answers). */
  draw: (url: string, lang: Lang, params: Params, reply: FastifyReply) => Promise<RenderedPage | null>;
  /** The font files preloaded per language (the heading's face by default), by name prefix. */
  fonts?: (staticDir: string) => Record<Lang, string[]>;
  /** Last changes to the document (the menu's scripts at low priority). */
  finish?: (html: string) => string;
}

/** The merchant's favicon (an image of the pipeline), or null for the app's own. */
export type FaviconSource = () => Promise<string | null>;

/** Registers the drawn pages' routes, ahead of the SPA fallback. */
export function registerDrawnPages(
  app: FastifyInstance,
  staticDir: string,
  pages: DrawnPage[],
  favicon: FaviconSource,
): void {
  const template = readPageTemplate(staticDir);
  const headings = headingFonts(staticDir);
  const scriptsOf = pageScripts(staticDir);
  for (const page of pages) {
    const fonts = page.fonts?.(staticDir) ?? headings;
    // A page, not an API operation: it stays out of the OpenAPI document.
    const schema = { hide: true, summary: page.summary, response: { 200: HtmlPage } };
    app.get<{ Params: Params }>(
      page.path,
      { schema },
      async (request: FastifyRequest<{ Params: Params }>, reply) => {
        const { lang = '' } = request.params;
        if (!isPageLang(lang) || (page.accepts && !page.accepts(request.params)))
          return notDrawn(request, reply);
        const drawn = await page.draw(request.url, lang, request.params, reply);
        if (!drawn) return notDrawn(request, reply);
        const html = withFavicon(
          pageDocument(template, lang, drawn, fonts[lang], scriptsOf(drawn, lang)),
          await favicon(),
        );
        return sendPage(
          request,
          reply.header('cache-control', page.cacheControl),
          page.finish?.(html) ?? html,
        );
      },
    );
  }
}
