import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_CHUNKS_FILE, stringsKey } from '../../scripts/route-chunks.ts';
import { isMediaUrl } from '../../src/domain/images.ts';
import { queryDataScript } from '../../src/ssr/query-data.ts';
import type { ApiAnswer, RenderedPage } from '../../src/ssr/render-page.tsx';
import type { Lang } from './i18n.ts';

/**
 * The built index.html around a customer page the server drew (src/ssr): the page's language
 * and direction on <html>, its critical CSS and font preloads in <head>, its markup in #root
 * and the query cache it was drawn from beside it.
 */
export function pageDocument(
  template: string,
  lang: Lang,
  page: RenderedPage,
  preloads: string[],
  scripts: string[] = [],
): string {
  const fonts = preloads
    .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  // React writes the preloads of the page's images at the start of the markup. The ones a page
  // marks as its largest (fetchPriority high) go first in <head>: on HTTP/1.1 a browser opens six
  // requests at a time, and fonts and scripts named first in <head> took all six, so the menu's
  // banner waited a whole round trip behind them.
  const first: string[] = [];
  const markup = page.markup.replace(
    /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/>/g,
    (link) => {
      first.push(link);
      return '';
    },
  );
  return (
    withLang(template, lang)
      .replace('</title>', `</title>${first.join('')}${fonts}${page.styles}`)
      // After the entry's own: its scripts run first, and need these only once they have. Low
      // priority: on a line that takes six requests at a time they held the events list's first
      // picture (its largest paint) back by two seconds.
      .replace('</head>', `${modulePreloads(scripts, 'low')}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>${queryDataScript(page.queries)}`)
  );
}

/** The built index.html in a language: its direction on <html> before anything is drawn. */
export const withLang = (template: string, lang: Lang): string =>
  template.replace(
    /<html lang="en" dir="ltr">/,
    `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`,
  );

/**
 * The merchant's favicon in place of the app's own, so a customer's tab shows whose page it is.
 * Only an image of the pipeline (its name is hex and digits: nothing to escape); otherwise the
 * app's icon stays.
 */
export const withFavicon = (html: string, favicon: string | null): string =>
  favicon && isMediaUrl(favicon)
    ? html.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${favicon}" type="image/webp" />`)
    : html;

/** Scripts the page runs once its entry has, fetched beside it. */
export const modulePreloads = (files: string[], priority: 'low' | 'auto'): string =>
  files
    .map((file) => `<link rel="modulepreload" fetchpriority="${priority}" crossorigin href="/${file}">`)
    .join('');

/**
 * The built index.html for drawn pages, its stylesheets written into it: the app's one stylesheet
 * is a kilobyte of @font-face rules, and as a <link> it held the first paint back by a whole
 * request (562.5 ms on Lighthouse's slow 4G) after the page itself had arrived.
 */
export function readPageTemplate(staticDir: string): string {
  const template = readFileSync(join(staticDir, 'index.html'), 'utf8');
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) => `<style>${readFileSync(join(staticDir, file), 'utf8').trim()}</style>`,
  );
}

/**
 * The chunks a drawn page loads before it takes over that the entry does not import: its routes'
 * and its strings' (scripts/route-chunks.ts). None for a build without the list.
 */
export function pageScripts(staticDir: string): (page: RenderedPage, lang: Lang) => string[] {
  const file = join(staticDir, ROUTE_CHUNKS_FILE);
  const chunks: Record<string, string[]> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return ({ routes, strings }, lang) => [
    ...new Set(
      [...routes, ...strings.map((namespace) => stringsKey(lang, namespace))].flatMap(
        (key) => chunks[key] ?? [],
      ),
    ),
  ];
}

/** The face a page's heading is drawn in, per language, fetched at once instead of after the CSS. */
export function headingFonts(staticDir: string): Record<Lang, string[]> {
  return {
    en: builtFonts(staticDir, ['noto-sans-latin-600-normal-']),
    ar: builtFonts(staticDir, ['noto-sans-arabic-arabic-600-normal-']),
  };
}

/**
 * A URL a drawn page's route matched that is not that page (/demo/events/summit.svg matches
 * /:lang/events/:slug): the built app's file at that path, else the app's own fallback.
 */
export function notDrawn(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  try {
    return reply.sendFile(decodeURIComponent(path).slice(1));
  } catch {
    return reply.callNotFound();
  }
}

/** The two languages a drawn page answers in; anything else is the app's to answer. */
export const isPageLang = (lang: string): lang is Lang => lang === 'en' || lang === 'ar';

/** The built app's web font files (main.tsx's faces) by what their names start with. */
export function builtFonts(staticDir: string, prefixes: string[]): string[] {
  const files = readdirSync(join(staticDir, 'assets'));
  return prefixes.flatMap((prefix) =>
    files.filter((file) => file.startsWith(prefix) && file.endsWith('.woff2')),
  );
}

/**
 * A drawn page is tens of KB of markup, critical CSS and data, a fraction of that compressed:
 * on slow 4G that is a few hundred milliseconds before the first paint.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * An API answer a page is drawn from, read through the API's own route so the drawing never
 * drifts from what the app's later fetch returns; a refusal (404, 423) is drawn as the app
 * draws it, a failure is the server's.
 */
export async function readAnswer(
  app: FastifyInstance,
  url: string,
  lang: Lang,
  method: 'GET' | 'OPTIONS' = 'GET',
): Promise<ApiAnswer> {
  const response = await app.inject({ method, url, headers: { 'accept-language': lang } });
  if (response.statusCode >= 500)
    throw new Error(`page render: ${method} ${url} answered ${response.statusCode}`);
  return { status: response.statusCode, body: response.json() as unknown };
}
