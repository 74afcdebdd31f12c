import type { FastifyInstance } from 'fastify';
import { renderCollectorPage } from '../../../src/ssr/pay-flow-pages.ts';
import type { DrawnPage } from '../../lib/drawn-pages.ts';
import { readAnswer } from '../../lib/page-document.ts';

/**
 * A collector's page, where a customer names the amount, drawn from the customer payment API's
 * answer (issue 17).
 */
export const collectorPages = (app: FastifyInstance): DrawnPage[] => [
  {
    path: '/:lang/pos/pay/collect/:collector_id',
    summary: "A collector's pay page drawn",
    cacheControl: 'no-cache',
    accepts: ({ collector_id: id = '' }) => id.length <= 64,
    draw: async (url, lang, { collector_id: id = '' }) => {
      const path = `/api/v1/plugins/customer_payment/create/${encodeURIComponent(id)}/`;
      return renderCollectorPage(url, lang, id, await readAnswer(app, path, lang, 'OPTIONS'));
    },
  },
];
