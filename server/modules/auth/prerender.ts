import type { FastifyInstance } from 'fastify';
import { HtmlPage } from '../../../src/domain/contracts/common.ts';
import { renderLoginPage } from '../../../src/ssr/login-page.ts';
import {
  headingFonts,
  isPageLang,
  notDrawn,
  pageDocument,
  readPageTemplate,
  sendPage,
} from '../../lib/page-document.ts';

/**
 * The login page arrives drawn (issue 17): staff on a weak line see the form while the app's
 * scripts are still on their way, instead of a blank page for seconds.
 */
export function registerLoginPrerender(app: FastifyInstance, staticDir: string): void {
  const template = readPageTemplate(staticDir);
  const fonts = headingFonts(staticDir);
  const schema = { hide: true, summary: 'The login page drawn', response: { 200: HtmlPage } };
  app.get<{ Params: { lang: string } }>('/:lang/login', { schema }, async (request, reply) => {
    const { lang } = request.params;
    if (!isPageLang(lang)) return notDrawn(request, reply);
    const page = await renderLoginPage(request.url, lang);
    return sendPage(
      request,
      reply.header('cache-control', 'no-cache'),
      pageDocument(template, lang, page, fonts[lang]),
    );
  });
}
