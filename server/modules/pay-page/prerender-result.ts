import type { FastifyInstance } from 'fastify';
import { renderAttemptPage } from '../../../src/ssr/pay-flow-pages.ts';
import type { DrawnPage } from '../../lib/drawn-pages.ts';
import { readAnswer } from '../../lib/page-document.ts';

/**
 * A payment's result, drawn (issue 17): a customer back from the gateway on a weak line reads
 * "paid" or "failed" at once, not after the app's scripts and an API call. A customer's payment:
 * no shared cache keeps it, and it may still settle.
 */
export const resultPages = (app: FastifyInstance): DrawnPage[] => [
  {
    path: '/:lang/pos/attempt-detail/:attempt_id',
    summary: "A payment's result drawn",
    cacheControl: 'no-store',
    accepts: ({ attempt_id: id = '' }) => id.length <= 64,
    draw: async (url, lang, { attempt_id: id = '' }) => {
      const path = `/api/v1/plugins/pos/transaction/details/${encodeURIComponent(id)}`;
      return renderAttemptPage(url, lang, 'pos', id, await readAnswer(app, path, lang));
    },
  },
];
