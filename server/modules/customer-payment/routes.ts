import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../../src/domain/contracts/common.ts';
import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentOptions,
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
} from '../../../src/domain/contracts/customer-payments.ts';
import { currencyDecimals, formatAmount } from '../../../src/domain/money.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import type { Db } from '../../db/database.ts';
import { handleOf, queryable } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/service.ts';
import { findDefaultMerchant } from '../merchant/service.ts';
import { idempotentInTransaction } from '../payments/idempotency.ts';
import { buildPayChoices } from '../payments/pay-choices.ts';
import { findMerchantRow, isUuid, listGateways } from '../payments/repository.ts';
import { checkBounds, parseAmountField } from './amount-rules.ts';
import {
  findCollector,
  findRestriction,
  type Restriction,
  restrictedGateways,
  saveRestriction,
} from './repository.ts';
import {
  collectorCreateSchema,
  collectorOptionsSchema,
  createSchema,
  getRestrictionSchema,
  optionsSchema,
  payChoicesSchema,
  putRestrictionSchema,
} from './schemas.ts';
import { startCustomerPayment } from './start-payment.ts';
import { findUnitDetails } from './unit-details.ts';

const BASE = '/plugins/customer_payment';

/** Which merchant (and collector) a public request is about; a paused merchant answers 423. */
async function resolveScope(db: Db, collectorId: string | null | undefined) {
  // A malformed id is just an unknown page: 404, not a validation error.
  const collector = collectorId && isUuid(collectorId) ? await findCollector(db, collectorId) : undefined;
  if (collectorId && !collector) throw messageError(404, 'customer_payment.collector_not_found');
  const merchant = collector
    ? await findMerchantRow(db, collector.merchant_id)
    : await findDefaultMerchant(handleOf(db));
  if (!merchant) throw messageError(404, 'errors.not_found');
  if (merchant.payments_paused) throw messageError(423, 'payments.paused');
  return { merchant, collector: collector ?? null };
}

const restrictionBody = (restriction: Restriction): PaymentRestrictionSettings => ({
  currency: restriction.currency,
  min_amount: restriction.minMinor === null ? null : formatAmount(restriction.minMinor, restriction.currency),
  max_amount: restriction.maxMinor === null ? null : formatAmount(restriction.maxMinor, restriction.currency),
  pg_codes: restriction.pgCodes,
});

const customerPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options = async (collectorId: string | undefined, lang: Lang): Promise<CustomerPaymentOptions> => {
    const { merchant, collector } = await resolveScope(queryable(app.db), collectorId);
    const restriction = await findRestriction(queryable(app.db), merchant.id);
    const gateways = await restrictedGateways(queryable(app.db), merchant.id, restriction);
    return {
      ...restrictionBody(restriction),
      decimal_places: currencyDecimals(restriction.currency),
      gateways: gateways.map((gateway) => ({
        gateway_code: gateway.code,
        gateway: lang === 'ar' ? gateway.name_ar : gateway.name_en,
        logo_url: gateway.logo_url,
      })),
      fields: [
        { name: 'customer_name', required: true, max_length: 100 },
        { name: 'customer_phone', required: false, max_length: 20 },
        { name: 'customer_email', required: false, max_length: 254 },
        { name: 'description', required: false, max_length: 500 },
      ],
      collector: collector
        ? { id: collector.id, name: lang === 'ar' ? collector.name_ar : collector.name_en }
        : null,
      merchant: { title: lang === 'ar' ? merchant.title_ar : merchant.title_en, logo_url: merchant.logo_url },
      unit_details: await findUnitDetails(queryable(app.db), merchant.id, collector?.unit_id ?? null),
    };
  };
  app.options(`${BASE}/create`, { schema: optionsSchema }, async (request) =>
    options(undefined, pickLang(request.headers['accept-language'])),
  );
  app.options(`${BASE}/create/:collector_id/`, { schema: collectorOptionsSchema }, async (request) =>
    options(request.params.collector_id, pickLang(request.headers['accept-language'])),
  );

  app.post(`${BASE}/pay-choices`, { schema: payChoicesSchema }, async (request) => {
    const { merchant } = await resolveScope(queryable(app.db), request.body.collector_id);
    const restriction = await findRestriction(queryable(app.db), merchant.id);
    const minor = parseAmountField(request.body.amount, restriction.currency);
    checkBounds(minor, restriction);
    const gateways = await restrictedGateways(queryable(app.db), merchant.id, restriction);
    return buildPayChoices(
      gateways,
      minor,
      restriction.currency,
      pickLang(request.headers['accept-language']),
    );
  });

  const payDeps = { gateways: app.gateways, publicUrl: app.config.publicUrl };
  type CreateRequest = FastifyRequest<{ Body: CustomerPaymentCreateRequest }>;
  const create = async (
    trx: Db,
    request: CreateRequest,
    { merchant, collector }: Awaited<ReturnType<typeof resolveScope>>,
  ) => {
    const restriction = await findRestriction(trx, merchant.id);
    const minor = parseAmountField(request.body.amount, restriction.currency);
    checkBounds(minor, restriction);
    const gateways = await restrictedGateways(trx, merchant.id, restriction);
    const { gateway_code } = request.body;
    if (!gateways.some((gateway) => gateway.code === gateway_code)) {
      throw fieldErrors({ gateway_code: [msg('customer_payment.gateway_not_allowed')] });
    }
    return startCustomerPayment(trx, payDeps, request, {
      merchantId: merchant.id,
      collector,
      amountMinor: minor,
      currency: restriction.currency,
    });
  };
  // Keys are kept per merchant and route: a collector's page and the general page never share them.
  const createOnce = async (request: CreateRequest, reply: FastifyReply, collectorId?: string) => {
    const scope = await resolveScope(queryable(app.db), collectorId);
    return idempotentInTransaction(
      queryable(app.db),
      request,
      reply,
      `merchant:${scope.merchant.id}`,
      async (trx) => ({
        status: 201,
        body: await create(trx, request, scope),
      }),
    );
  };
  app.post(`${BASE}/create`, { schema: createSchema }, (request, reply) => createOnce(request, reply));
  app.post(`${BASE}/create/:collector_id/`, { schema: collectorCreateSchema }, (request, reply) =>
    createOnce(request, reply, request.params.collector_id),
  );

  const dashboard = { onRequest: app.requirePermission(pluginAccessPermission('customer_payment')) };
  const restrictionResponse = async (merchantId: number, lang: Lang): Promise<PaymentRestrictionResponse> => {
    const restriction = await findRestriction(queryable(app.db), merchantId);
    const gateways = await listGateways(queryable(app.db), merchantId);
    return {
      ...restrictionBody(restriction),
      available_gateways: gateways.map((gateway) => ({
        code: gateway.code,
        name: lang === 'ar' ? gateway.name_ar : gateway.name_en,
      })),
    };
  };

  app.get(`${BASE}/payment-restriction`, { schema: getRestrictionSchema, ...dashboard }, async (request) =>
    restrictionResponse(currentUser(request).merchant_id, pickLang(request.headers['accept-language'])),
  );

  app.put(`${BASE}/payment-restriction`, { schema: putRestrictionSchema, ...dashboard }, async (request) => {
    const user = currentUser(request);
    const { currency, min_amount, max_amount, pg_codes } = request.body;
    const minMinor = min_amount ? parseAmountField(min_amount, currency, 'min_amount') : null;
    const maxMinor = max_amount ? parseAmountField(max_amount, currency, 'max_amount') : null;
    if (minMinor !== null && maxMinor !== null && minMinor > maxMinor) {
      throw fieldErrors({ max_amount: [msg('customer_payment.max_below_min')] });
    }
    const known = (await listGateways(queryable(app.db), user.merchant_id)).map((gateway) => gateway.code);
    const unknown = pg_codes.filter((code) => !known.includes(code));
    if (unknown.length > 0) {
      throw fieldErrors({
        pg_codes: [msg('customer_payment.unknown_gateways', { codes: unknown.join(', ') })],
      });
    }
    await queryable(app.db)
      .transaction()
      .execute(async (trx) => {
        await saveRestriction(trx, user.merchant_id, {
          currency,
          minMinor,
          maxMinor,
          pgCodes: [...new Set(pg_codes)],
        });
        await recordActivity(handleOf(trx), {
          merchantId: user.merchant_id,
          actor: user.username,
          action: 'activity.payment_restriction_changed',
          plugin: 'customer_payment',
        });
      });
    return restrictionResponse(user.merchant_id, pickLang(request.headers['accept-language']));
  });
};

export default customerPaymentRoutes;
