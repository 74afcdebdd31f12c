import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlPage } from '../../../src/domain/contracts/common.ts';
import { renderAttemptPage } from '../../../src/ssr/pay-flow-pages.ts';
import {
  headingFonts,
  isPageLang,
  notDrawn,
  pageDocument,
  readAnswer,
  readPageTemplate,
  sendPage,
} from '../../lib/page-document.ts';

type ResultParams = { lang: string; attempt_id: string };

/**
 * GET /{lang}/pos/attempt-detail/{attempt_id}: the payment's result arrives drawn (issue 17), so
 * a customer back from the gateway on a weak line reads "paid" or "failed" at once, not after
 * the app's scripts and an API call.
 */
export function registerResultPrerender(app: FastifyInstance, staticDir: string): void {
  const template = readPageTemplate(staticDir);
  const fonts = headingFonts(staticDir);
  const schema = { hide: true, summary: "A payment's result drawn", response: { 200: HtmlPage } };
  app.get<{ Params: ResultParams }>(
    '/:lang/pos/attempt-detail/:attempt_id',
    { schema },
    async (request: FastifyRequest<{ Params: ResultParams }>, reply: FastifyReply) => {
      const { lang, attempt_id: attemptId } = request.params;
      if (!isPageLang(lang) || attemptId.length > 64) return notDrawn(request, reply);
      const answer = await readAnswer(
        app,
        `/api/v1/plugins/pos/transaction/details/${encodeURIComponent(attemptId)}`,
        lang,
      );
      const page = await renderAttemptPage(request.url, lang, 'pos', attemptId, answer);
      // A customer's payment: no shared cache keeps it, and it may still settle.
      reply.header('cache-control', 'no-store');
      return sendPage(request, reply, pageDocument(template, lang, page, fonts[lang]));
    },
  );
}
