import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentCreateResponse,
} from '../../../src/domain/integrations-api.ts';
import type { CollectorsTable } from '../../db/types.ts';
import { pickLang } from '../../lib/i18n.ts';
import { startPayment } from '../payments/pay-service.ts';
import { createTransaction } from '../payments/transactions-service.ts';

export interface CustomerPaymentScope {
  merchantId: number;
  collector: Selectable<CollectorsTable> | null;
  amountMinor: number;
  currency: string;
}

/**
 * Creates the customer_payment transaction with only the chosen gateway and starts paying
 * it at once: the customer already chose the gateway on the collector page, so they go
 * straight to it. The route runs this once per Idempotency-Key, so a double tap neither
 * creates two transactions nor starts two attempts. The transaction keeps its own pay page
 * (try again after a decline) with that one gateway.
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
  const started = await startPayment(
    { db: app.db, gateways: app.gateways, publicUrl: app.config.publicUrl },
    { transactionId: transaction.id, plugin: 'customer_payment', gatewayCode: body.gateway_code, lang },
  );
  return { redirect_url: started.redirect_url, transaction_id: transaction.id };
}
