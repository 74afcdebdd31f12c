import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlPage } from '../../../src/domain/contracts/common.ts';
import type { PayTransaction } from '../../../src/domain/contracts/payments.ts';
import { NO_COPY_HEADER } from '../../../src/domain/kept-pages.ts';
import type { CustomerPageScope } from '../../../src/domain/plugins.ts';
import { renderPayPage } from '../../../src/ssr/pay-page.ts';
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
 * The pay page with its first screen drawn by the app's own components (SPEC 4 "Payment page";
 * issue 3's LCP budget): on slow 4G the app's JavaScript takes seconds to arrive and run, so the
 * server draws the header, the order, the gateways and the amount, and sends the answers it
 * drew them from, which the app takes over without asking again.
 */

/**
 * The pay API's own answers, through the same routes the app calls, so what the page is drawn
 * with never drifts from what a later fetch returns; a refusal (404, 423) is drawn as the app
 * draws it.
 */
async function readPayment(app: FastifyInstance, scope: CustomerPageScope, id: string, lang: Lang) {
  const url = `/api/v1/plugins/${scope}/transaction/pay/${encodeURIComponent(id)}`;
  const read = (method: 'GET' | 'OPTIONS') => readAnswer(app, url, lang, method);
  const [transaction, config] = await Promise.all([read('GET'), read('OPTIONS')]);
  return { scope, id, transaction, config };
}

const isPayable = ({ status, body }: { status: number; body: unknown }) =>
  status === 200 && (body as PayTransaction).valid_for_payment;

type PageParams = { lang: string; id: string };

/** GET /{lang}/pos/pay/{id} and /{lang}/spf/payment-options/{id}, ahead of the SPA fallback. */
export function registerPayPagePrerender(app: FastifyInstance, staticDir: string): void {
  const template = readPageTemplate(staticDir);
  const fonts = headingFonts(staticDir);
  const handler =
    (scope: CustomerPageScope) =>
    async (request: FastifyRequest<{ Params: PageParams }>, reply: FastifyReply) => {
      const { lang, id } = request.params;
      // Anything else is the app's to answer (an unknown language is retried under /en).
      if (!isPageLang(lang) || id.length > 64) return notDrawn(request, reply);
      const payment = await readPayment(app, scope, id, lang);
      const page = await renderPayPage(request.url, lang, payment);
      // The customer's name and the amount are in it: never kept by a shared cache, and by the
      // app's own worker only while it can still be paid.
      reply.header('cache-control', 'no-store');
      if (!isPayable(payment.transaction)) reply.header(NO_COPY_HEADER, '1');
      return sendPage(request, reply, pageDocument(template, lang, page, fonts[lang]));
    };
  // A page, not an API operation: it stays out of the OpenAPI document.
  const schema = {
    hide: true,
    summary: 'The pay page with its first screen drawn',
    response: { 200: HtmlPage },
  };
  app.get<{ Params: PageParams }>('/:lang/pos/pay/:id', { schema }, handler('pos'));
  app.get<{ Params: PageParams }>('/:lang/spf/payment-options/:id', { schema }, handler('shopify'));
}
