import type { FastifyInstance } from 'fastify';
import { renderEventPage, renderEventsList } from '../../../src/ssr/events-pages.ts';
import type { DrawnPage } from '../../lib/drawn-pages.ts';
import type { Lang } from '../../lib/i18n.ts';
import { readAnswer } from '../../lib/page-document.ts';

/**
 * The events list and an event's page arrive drawn by the app's components (issue 17): on slow
 * 4G the app's scripts and then its API call came seconds after the page, with nothing but a
 * skeleton to see. They are drawn from the events API's own answers, read through its routes.
 */
const readEvents = (app: FastifyInstance, path: string, lang: Lang) =>
  readAnswer(app, `/api/v1/plugins/event${path}?lang=${lang}`, lang);

/** Tickets sell while a customer looks: every visit asks again. */
export const eventsPages = (app: FastifyInstance): DrawnPage[] => {
  const eventPage = async (url: string, lang: Lang, { slug = '' }: Record<string, string>) =>
    renderEventPage(url, lang, slug, await readEvents(app, `/events/${encodeURIComponent(slug)}`, lang));
  const accepts = ({ slug = '' }: Record<string, string>) => slug.length <= 200;
  return [
    {
      path: '/:lang/events',
      summary: 'The events list drawn',
      cacheControl: 'no-cache',
      draw: async (url, lang) => renderEventsList(url, lang, await readEvents(app, '/events', lang)),
    },
    {
      path: '/:lang/events/:slug',
      summary: "An event's page drawn",
      cacheControl: 'no-cache',
      accepts,
      draw: eventPage,
    },
    {
      path: '/:lang/register/:slug',
      summary: "An event's booking form drawn",
      cacheControl: 'no-cache',
      accepts,
      draw: eventPage,
    },
  ];
};
