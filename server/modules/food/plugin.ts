import type { FastifyPluginAsync } from 'fastify';
import { onTransactionState } from '../payments/service.ts';
import { onOrderPayment } from './payment-hook.ts';

/**
 * Food ordering hears of its orders' payments in the database transaction that changes them:
 * a paid order is shown to the kitchen, one whose payment can no longer happen is cancelled.
 */
const foodPayments: FastifyPluginAsync = async (app) => {
  onTransactionState('food_ordering', (trx, transactionId, to, _from, settled) =>
    onOrderPayment(trx, app.config.publicUrl, transactionId, to, settled),
  );
};

export default foodPayments;
