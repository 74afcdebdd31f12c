import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlPage } from '../../../src/domain/contracts/common.ts';
import { renderEventPage, renderEventsList } from '../../../src/ssr/events-pages.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  headingFonts,
  isPageLang,
  notDrawn,
  pageDocument,
  readAnswer,
  readPageTemplate,
  sendPage,
} from '../../lib/page-document.ts';

/**
 * The events list and an event's page arrive drawn by the app's components (issue 17): on slow
 * 4G the app's scripts and then its API call came seconds after the page, with nothing but a
 * skeleton to see. They are drawn from the events API's own answers, read through its routes.
 */
const readEvents = (app: FastifyInstance, path: string, lang: Lang) =>
  readAnswer(app, `/api/v1/plugins/event${path}?lang=${lang}`, lang);

type EventParams = { lang: string; slug: string };

// A page, not an API operation: it stays out of the OpenAPI document.
const schema = {
  hide: true,
  summary: 'An events page with its first screen drawn',
  response: { 200: HtmlPage },
};

/** GET /{lang}/events, /{lang}/events/{slug} and /{lang}/register/{slug}, ahead of the SPA fallback. */
export function registerEventsPrerender(app: FastifyInstance, staticDir: string): void {
  const template = readPageTemplate(staticDir);
  const fonts = headingFonts(staticDir);
  // Tickets sell while a customer looks: every visit asks again.
  const send = (request: FastifyRequest, reply: FastifyReply, html: string) =>
    sendPage(request, reply.header('cache-control', 'no-cache'), html);

  app.get<{ Params: { lang: string } }>('/:lang/events', { schema }, async (request, reply) => {
    const { lang } = request.params;
    if (!isPageLang(lang)) return notDrawn(request, reply);
    const page = await renderEventsList(request.url, lang, await readEvents(app, '/events', lang));
    return send(request, reply, pageDocument(template, lang, page, fonts[lang]));
  });

  const eventPage = async (request: FastifyRequest<{ Params: EventParams }>, reply: FastifyReply) => {
    const { lang, slug } = request.params;
    if (!isPageLang(lang) || slug.length > 200) return notDrawn(request, reply);
    const event = await readEvents(app, `/events/${encodeURIComponent(slug)}`, lang);
    const page = await renderEventPage(request.url, lang, slug, event);
    return send(request, reply, pageDocument(template, lang, page, fonts[lang]));
  };
  app.get<{ Params: EventParams }>('/:lang/events/:slug', { schema }, eventPage);
  app.get<{ Params: EventParams }>('/:lang/register/:slug', { schema }, eventPage);
}
