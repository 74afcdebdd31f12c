import type { FastifyPluginAsync } from 'fastify';
import { onEveryTransactionState } from '../payments/service.ts';
import { sendReceiptOnSuccess } from './service.ts';

/** Every plugin's successful payments get the customer's emailed receipt (issue 20). */
const customerReceipts: FastifyPluginAsync = async (app) => {
  onEveryTransactionState('receipts', (trx, transactionId, to, from) =>
    sendReceiptOnSuccess(trx, app.config.publicUrl, transactionId, to, from),
  );
};

export default customerReceipts;
