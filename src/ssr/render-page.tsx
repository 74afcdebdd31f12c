import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { type DehydratedState, dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { ApiError } from '@/lib/api-client';
import { pageI18n } from '@/lib/i18n';
import { CORE_NAMESPACES, namespacesForPath } from '@/lib/i18n-namespaces';
import type { Lang } from '@/lib/lang-path';
import { createQueryClient } from '@/lib/query-client';

/**
 * A customer page's first screen drawn on the server from the app's own route tree, providers
 * and components (issue 16: one implementation of each screen). The browser hydrates it
 * (src/main.tsx) from the same query cache, so its first render matches this one node for node.
 */

/** An API answer as the server's own routes gave it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderedPage {
  /** What goes inside #root. */
  markup: string;
  /** Emotion's critical CSS for that markup, as <style> elements for <head>. */
  styles: string;
  /** The query cache the markup was drawn from, for the browser's first render. */
  queries: DehydratedState;
  /** The ids of the routes it matched, root first: their chunks are named in <head>. */
  routes: string[];
  /** The files of strings it was drawn with (namespaces), which the browser loads before it takes over. */
  strings: string[];
}

/** Puts an answer under the key the page reads it from; a refusal becomes the app's ApiError. */
export async function seedAnswer(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: ApiAnswer,
  updatedAt?: number,
): Promise<void> {
  if (answer.status >= 200 && answer.status < 300) {
    queryClient.setQueryData(queryKey, answer.body, { updatedAt });
    return;
  }
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : {}) as ApiError['body'];
  const error = new ApiError(answer.status, body, `HTTP ${answer.status}`);
  await queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(error), retry: false });
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/**
 * Draws `url` once its route has loaded and every lazy part has arrived (a static prerender
 * waits for them, so the markup needs no inline script to complete, which our CSP refuses).
 */
export async function renderPage(
  url: string,
  lang: Lang,
  seed: (queryClient: QueryClient) => Promise<void>,
  /** Strings a step of the page loads on demand (the pay page's address step). */
  moreNamespaces: readonly string[] = [],
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  await seed(queryClient);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const namespaces = namespacesForPath(new URL(url, 'http://localhost').pathname);
  const strings = [...CORE_NAMESPACES, ...(namespaces === 'all' ? [] : namespaces), ...moreNamespaces];
  const i18n = await pageI18n(lang, strings);
  // The browser's own cache has this key: it adopts these <style> elements instead of redrawing them.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  const markup = await toText(prelude);
  // Marked as placed (data-s): they are written into <head> already, and Emotion's browser cache
  // would otherwise move each one there again as it loads, the browser parsing them twice.
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup))
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  return { markup, styles, queries, routes: router.state.matches.map((match) => match.routeId), strings };
}

/** A page drawn from one API answer (an event, a payment's result…), under the key it reads it from. */
export const renderWithAnswer = (
  url: string,
  lang: Lang,
  queryKey: QueryKey,
  answer: ApiAnswer,
): Promise<RenderedPage> => renderPage(url, lang, (queryClient) => seedAnswer(queryClient, queryKey, answer));
