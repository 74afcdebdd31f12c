import { eventDetailQuery, eventsListQuery } from '@/features/events/api/events';
import type { Lang } from '@/lib/lang-path';
import { type ApiAnswer, type RenderedPage, renderWithAnswer } from './render-page';

/** /{lang}/events with the events API's answer. */
export const renderEventsList = (url: string, lang: Lang, events: ApiAnswer): Promise<RenderedPage> =>
  renderWithAnswer(url, lang, eventsListQuery(lang).queryKey, events);

/**
 * /{lang}/events/{slug} and the booking form at /{lang}/register/{slug}, with the event's answer,
 * a refusal (404) included; the form's price choices follow from the browser.
 */
export const renderEventPage = (
  url: string,
  lang: Lang,
  slug: string,
  event: ApiAnswer,
): Promise<RenderedPage> => renderWithAnswer(url, lang, eventDetailQuery(slug, lang).queryKey, event);
