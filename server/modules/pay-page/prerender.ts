import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlPage } from '../../../src/domain/contracts/common.ts';
import type { PayPageConfig, PayTransaction } from '../../../src/domain/contracts/payments.ts';
import type { CustomerPageScope } from '../../../src/domain/plugins.ts';
import type { DbHandle } from '../../db/handle.ts';
import { ApiError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { localeTexts } from '../../lib/locale-texts.ts';
import {
  busyHtml,
  detailsHtml,
  headerHtml,
  messageHtml,
  PRERENDER_CSS,
  pageHtml,
  startsWithAddress,
} from './prerender-html.ts';
import { loadPayable, payPageConfig, presentTransaction } from './service.ts';

/**
 * The pay page's HTML with its first screen already in it (SPEC 4 "Payment page"; issue 3's
 * LCP budget): on slow 4G the app's JavaScript takes seconds to arrive and run, so the
 * server draws the header, the order, the gateways and the amount, and inlines the data the
 * app would otherwise fetch first (src/features/pay/api/pay-page.ts reads it).
 */

const TEXTS = localeTexts(['pay', 'common']);

/** What the app seeds its queries with; the id, scope and language say which page it is for. */
export interface InlinedPayData {
  scope: CustomerPageScope;
  id: string;
  lang: Lang;
  transaction: PayTransaction;
  config: PayPageConfig;
}

interface Prerendered {
  markup: string;
  data: InlinedPayData | null;
}

interface PageRequest {
  scope: CustomerPageScope;
  id: string;
  lang: Lang;
  detailsStep: boolean;
  otherLanguageHref: string;
}

async function prerender(db: DbHandle, page: PageRequest): Promise<Prerendered | null> {
  const t = TEXTS[page.lang];
  const header = (transaction: PayTransaction | null) =>
    headerHtml(transaction?.unit_details ?? null, page.lang, t, page);
  try {
    const row = await loadPayable(db, page.scope, page.id);
    const [transaction, config] = await Promise.all([
      presentTransaction(db, row, page.lang),
      payPageConfig(db, row),
    ]);
    // The app leaves at once for next_url: there is nothing to draw.
    if (transaction.next_url) return null;
    const data = { scope: page.scope, id: page.id, lang: page.lang, transaction, config };
    if (!transaction.valid_for_payment) {
      const title = transaction.details?.state ?? t('pay:invalid');
      return {
        markup: pageHtml(header(transaction), messageHtml(title, transaction.details?.message)),
        data,
      };
    }
    const body = startsWithAddress(config, page.detailsStep)
      ? busyHtml()
      : detailsHtml(transaction, page.lang, t);
    return { markup: pageHtml(header(transaction), body), data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The same words the app shows for the API's 404 and 423 answers.
    if (error.statusCode === 404)
      return { markup: pageHtml(header(null), messageHtml(t('pay:not_found'))), data: null };
    if (error.statusCode === 423)
      return {
        markup: pageHtml(header(null), messageHtml(translate(page.lang, 'payments.paused'))),
        data: null,
      };
    throw error;
  }
}

/** JSON inside <script> must not close the element or open a comment: "<" is always escaped. */
const inlineJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The web font face the page's heading is drawn in, fetched at once instead of after the CSS. */
function headingFonts(staticDir: string): Record<Lang, string | undefined> {
  const files = readdirSync(join(staticDir, 'assets'));
  const find = (pattern: RegExp) => files.find((file) => pattern.test(file));
  return {
    en: find(/^noto-sans-latin-600-normal-[\w-]+\.woff2$/),
    ar: find(/^noto-sans-arabic-arabic-600-normal-[\w-]+\.woff2$/),
  };
}

/** Another server-drawn page (the food menu) brings its own styles and names its data element. */
export interface TemplateParts {
  css: string;
  dataId: string;
}

export function fillTemplate(
  template: string,
  lang: Lang,
  page: { markup: string; data: unknown },
  font?: string,
  parts: TemplateParts = { css: PRERENDER_CSS, dataId: 'pay-data' },
): string {
  const head = `<style>${parts.css}</style>${
    font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>` : ''
  }`;
  const body = `<div id="prerender">${page.markup}</div>${
    page.data ? `<script type="application/json" id="${parts.dataId}">${inlineJson(page.data)}</script>` : ''
  }`;
  return template
    .replace(/<html lang="en" dir="ltr">/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace('</title>', `</title>${head}`)
    .replace('<div id="root"></div>', `${body}<div id="root"></div>`);
}

type PageParams = { lang: string; id: string };
type PageQuery = { step?: string };

/** GET /{lang}/pos/pay/{id} and /{lang}/spf/payment-options/{id}, ahead of the SPA fallback. */
export function registerPayPagePrerender(app: FastifyInstance, staticDir: string): void {
  const template = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const fonts = headingFonts(staticDir);
  const handler =
    (scope: CustomerPageScope, path: string) =>
    async (request: FastifyRequest<{ Params: PageParams; Querystring: PageQuery }>, reply: FastifyReply) => {
      const { lang, id } = request.params;
      // Anything else is the app's to answer (an unknown language is retried under /en).
      if ((lang !== 'en' && lang !== 'ar') || id.length > 64) return reply.callNotFound();
      const other = lang === 'en' ? 'ar' : 'en';
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const page = await prerender(app.db, {
        scope,
        id,
        lang,
        detailsStep: request.query.step === 'details',
        otherLanguageHref: `/${other}/${path}/${encodeURIComponent(id)}${search}`,
      });
      const html = page ? fillTemplate(template, lang, page, fonts[lang]) : template;
      // The customer's name and the amount are in it: never kept by a shared cache.
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    };
  type Route = { Params: PageParams; Querystring: PageQuery };
  // A page, not an API operation: it stays out of the OpenAPI document.
  const schema = {
    hide: true,
    summary: 'The pay page with its first screen drawn',
    response: { 200: HtmlPage },
  };
  app.get<Route>('/:lang/pos/pay/:id', { schema }, handler('pos', 'pos/pay'));
  app.get<Route>('/:lang/spf/payment-options/:id', { schema }, handler('shopify', 'spf/payment-options'));
}
