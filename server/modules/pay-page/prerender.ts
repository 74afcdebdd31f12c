import type { FastifyInstance } from 'fastify';
import type { PayTransaction } from '../../../src/domain/contracts/payments.ts';
import { NO_COPY_HEADER } from '../../../src/domain/kept-pages.ts';
import type { CustomerPageScope } from '../../../src/domain/plugins.ts';
import { renderPayPage } from '../../../src/ssr/pay-page.ts';
import type { DrawnPage } from '../../lib/drawn-pages.ts';
import type { Lang } from '../../lib/i18n.ts';
import { readAnswer } from '../../lib/page-document.ts';

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

/**
 * The pay page, under both of its addresses. The customer's name and the amount are in it:
 * never kept by a shared cache, and by the app's own worker only while it can still be paid.
 */
export const payPages = (app: FastifyInstance): DrawnPage[] =>
  (
    [
      ['/:lang/pos/pay/:id', 'pos'],
      ['/:lang/spf/payment-options/:id', 'shopify'],
    ] as const
  ).map(([path, scope]) => ({
    path,
    summary: 'The pay page with its first screen drawn',
    cacheControl: 'no-store',
    accepts: ({ id = '' }) => id.length <= 64,
    draw: async (url, lang, { id = '' }, reply) => {
      const payment = await readPayment(app, scope, id, lang);
      if (!isPayable(payment.transaction)) reply.header(NO_COPY_HEADER, '1');
      return renderPayPage(url, lang, payment);
    },
  }));
