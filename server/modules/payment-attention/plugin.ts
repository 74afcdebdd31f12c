import type { FastifyPluginAsync } from 'fastify';
import { onPaymentAttention } from '../payments/service.ts';
import { tellOwners } from './service.ts';

/** The owners are emailed of each new needs-attention row, in the transaction that writes it. */
const paymentAttentionNews: FastifyPluginAsync = async (app) => {
  onPaymentAttention((trx, news) => tellOwners(trx, app.config.publicUrl, news));
};

export default paymentAttentionNews;
