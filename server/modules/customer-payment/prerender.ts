import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlPage } from '../../../src/domain/contracts/common.ts';
import { renderCollectorPage } from '../../../src/ssr/pay-flow-pages.ts';
import {
  headingFonts,
  isPageLang,
  notDrawn,
  pageDocument,
  readAnswer,
  readPageTemplate,
  sendPage,
} from '../../lib/page-document.ts';

type CollectorParams = { lang: string; collector_id: string };

/**
 * GET /{lang}/pos/pay/collect/{collector_id}: a collector's page, where a customer names the
 * amount, arrives drawn from the customer payment API's answer (issue 17).
 */
export function registerCollectorPrerender(app: FastifyInstance, staticDir: string): void {
  const template = readPageTemplate(staticDir);
  const fonts = headingFonts(staticDir);
  const schema = { hide: true, summary: "A collector's pay page drawn", response: { 200: HtmlPage } };
  app.get<{ Params: CollectorParams }>(
    '/:lang/pos/pay/collect/:collector_id',
    { schema },
    async (request: FastifyRequest<{ Params: CollectorParams }>, reply: FastifyReply) => {
      const { lang, collector_id: collectorId } = request.params;
      if (!isPageLang(lang) || collectorId.length > 64) return notDrawn(request, reply);
      const answer = await readAnswer(
        app,
        `/api/v1/plugins/customer_payment/create/${encodeURIComponent(collectorId)}/`,
        lang,
        'OPTIONS',
      );
      const page = await renderCollectorPage(request.url, lang, collectorId, answer);
      return sendPage(
        request,
        reply.header('cache-control', 'no-cache'),
        pageDocument(template, lang, page, fonts[lang]),
      );
    },
  );
}
