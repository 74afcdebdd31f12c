import type { FastifyPluginAsync } from 'fastify';
import { onTransactionState } from '../payments/service.ts';
import { onCatalogueOrderPayment } from './payment-hook.ts';

/** The catalogue hears of its orders' payments in the database transaction that changes them. */
const cataloguePayments: FastifyPluginAsync = async () => {
  onTransactionState('catalogue', onCatalogueOrderPayment);
};

export default cataloguePayments;
