import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentCreateResponse,
} from '../../../src/domain/payments-api.ts';
import type { CollectorsTable } from '../../db/types.ts';
import { pickLang } from '../../lib/i18n.ts';
import { createTransaction, paymentUrl } from '../payments/transactions-service.ts';

export interface CustomerPaymentScope {
  merchantId: number;
  collector: Selectable<CollectorsTable> | null;
  amountMinor: number;
  currency: string;
}

/**
 * Creates the customer_payment transaction with only the chosen gateway, so the pay page
 * the customer is sent to offers exactly the choice they made.
 */
export async function startCustomerPayment(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: CustomerPaymentCreateRequest }>,
  scope: CustomerPaymentScope,
): Promise<CustomerPaymentCreateResponse> {
  const { body } = request;
  const lang = body.language ?? pickLang(request.headers['accept-language']);
  const transaction = await app.db.transaction().execute((trx) =>
    createTransaction(trx, {
      merchantId: scope.merchantId,
      plugin: 'customer_payment',
      amountMinor: scope.amountMinor,
      currency: scope.currency,
      pgCodes: [body.gateway_code],
      unitId: scope.collector?.unit_id ?? null,
      collectorId: scope.collector?.id ?? null,
      customerName: body.customer_name.trim(),
      customerPhone: body.customer_phone || null,
      customerEmail: body.customer_email || null,
      description: body.description ?? '',
      language: lang,
    }),
  );
  return { redirect_url: paymentUrl(app.config, lang, transaction), transaction_id: transaction.id };
}
