import { eventDetailQuery, eventsListQuery } from '@/features/events/api/events';
import type { Lang } from '@/lib/lang-path';
import { type ApiAnswer, type RenderedPage, renderPage, seedAnswer } from './render-page';

/** /{lang}/events with the events API's answer. */
export function renderEventsList(url: string, lang: Lang, events: ApiAnswer): Promise<RenderedPage> {
  return renderPage(url, lang, (queryClient) =>
    seedAnswer(queryClient, eventsListQuery(lang).queryKey, events),
  );
}

/**
 * /{lang}/events/{slug} and the booking form at /{lang}/register/{slug}, with the event's answer,
 * a refusal (404) included; the form's price choices follow from the browser.
 */
export function renderEventPage(
  url: string,
  lang: Lang,
  slug: string,
  event: ApiAnswer,
): Promise<RenderedPage> {
  return renderPage(url, lang, (queryClient) =>
    seedAnswer(queryClient, eventDetailQuery(slug, lang).queryKey, event),
  );
}
