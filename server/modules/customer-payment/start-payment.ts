import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentCreateResponse,
} from '../../../src/domain/contracts/customer-payments.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { PaymentDefaults } from '../merchant/service.ts';
import { createTransaction, startNewPayment } from '../payments/service.ts';
import type { Collector } from './repository.ts';

export interface CustomerPaymentDeps {
  gateways: Gateways;
  publicUrl: string;
}

export interface CustomerPaymentScope {
  merchantId: number;
  collector: Collector | null;
  amountMinor: number;
  currency: string;
  /** The merchant's terms, disclaimer and country (paymentDefaults). */
  defaults: PaymentDefaults;
}

/**
 * Creates the customer_payment transaction with only the chosen gateway and starts paying
 * it at once, in the caller's database transaction: the customer already chose the gateway
 * on the collector page, so they go straight to it. The route runs this once per
 * Idempotency-Key and stores the answer in the same transaction, so a double tap or a
 * retry after a crash neither creates two transactions nor starts two attempts. The
 * transaction keeps its own pay page (try again after a decline) with that one gateway.
 */
export async function startCustomerPayment(
  trx: DbHandle,
  ctx: CustomerPaymentDeps,
  body: CustomerPaymentCreateRequest,
  acceptedLang: Lang,
  scope: CustomerPaymentScope,
): Promise<CustomerPaymentCreateResponse> {
  const lang = body.language ?? acceptedLang;
  const transaction = await createTransaction(trx, {
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
    // Shown on the transaction's own pay page (a retry after a decline). Not its multicheckout:
    // the collector page has no address step, so one would ask for an address only on a retry.
    countryCode: scope.defaults.countryCode,
    termsEn: scope.defaults.termsEn,
    termsAr: scope.defaults.termsAr,
    disclaimer: scope.defaults.disclaimerEn,
    disclaimerAr: scope.defaults.disclaimerAr,
  });
  const started = await startNewPayment(trx, ctx, {
    transactionId: transaction.id,
    plugin: 'customer_payment',
    gatewayCode: body.gateway_code,
    total: body.total,
    lang,
  });
  return { redirect_url: started.redirect_url, transaction_id: transaction.id };
}
