import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlPage } from '../../../src/domain/contracts/common.ts';
import { renderEventPage, renderEventsList } from '../../../src/ssr/events-pages.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  headingFonts,
  isPageLang,
  pageDocument,
  readPageTemplate,
  sendPage,
} from '../../lib/page-document.ts';

/**
 * The events list and an event's page arrive drawn by the app's components (issue 17): on slow
 * 4G the app's scripts and then its API call came seconds after the page, with nothing but a
 * skeleton to see. They are drawn from the events API's own answers, read through its routes.
 */
async function readEvents(app: FastifyInstance, path: string, lang: Lang) {
  const response = await app.inject({ method: 'GET', url: `/api/v1/plugins/event${path}?lang=${lang}` });
  if (response.statusCode >= 500)
    throw new Error(`events page render: ${path} answered ${response.statusCode}`);
  return { status: response.statusCode, body: response.json() as unknown };
}

// A page, not an API operation: it stays out of the OpenAPI document.
const schema = {
  hide: true,
  summary: 'An events page with its first screen drawn',
  response: { 200: HtmlPage },
};

/** GET /{lang}/events and /{lang}/events/{slug}, ahead of the SPA fallback. */
export function registerEventsPrerender(app: FastifyInstance, staticDir: string): void {
  const template = readPageTemplate(staticDir);
  const fonts = headingFonts(staticDir);
  // Tickets sell while a customer looks: every visit asks again.
  const send = (request: FastifyRequest, reply: FastifyReply, html: string) =>
    sendPage(request, reply.header('cache-control', 'no-cache'), html);

  app.get<{ Params: { lang: string } }>('/:lang/events', { schema }, async (request, reply) => {
    const { lang } = request.params;
    if (!isPageLang(lang)) return reply.callNotFound();
    const page = await renderEventsList(request.url, lang, await readEvents(app, '/events', lang));
    return send(request, reply, pageDocument(template, lang, page, fonts[lang]));
  });

  app.get<{ Params: { lang: string; slug: string } }>(
    '/:lang/events/:slug',
    { schema },
    async (request, reply) => {
      const { lang, slug } = request.params;
      if (!isPageLang(lang) || slug.length > 200) return reply.callNotFound();
      const event = await readEvents(app, `/events/${encodeURIComponent(slug)}`, lang);
      const page = await renderEventPage(request.url, lang, slug, event);
      return send(request, reply, pageDocument(template, lang, page, fonts[lang]));
    },
  );
}
