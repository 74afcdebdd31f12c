import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isEmail, isPhoneNumber } from '../../../src/domain/contact-rules.ts';
import {
  type CreatedTransaction,
  type CreatePaymentRequest,
  PAYMENT_REQUEST_LIMITS,
} from '../../../src/domain/contracts/payment-requests.ts';
import type { LedgerAction } from '../../../src/domain/ledger.ts';
import {
  currencyDecimals,
  formatAmount,
  parseAmount,
  SUPPORTED_CURRENCIES,
} from '../../../src/domain/money.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { mayUse } from '../transaction-actions/available.ts';
import { CreationBatcher } from './creation-batcher.ts';
import { createSchema, formOptionsSchema, moneyActionSchema } from './dashboard-schemas.ts';
import {
  idempotencyKeyOf,
  idempotencyScope,
  idempotentInTransaction,
  requestHash,
  sendAnswer,
} from './idempotency.ts';
import { moneyActionIn } from './money-actions.ts';
import { findMerchantRow, hasUnit, listGateways } from './repository.ts';
import { paymentUrl } from './transactions-service.ts';

/** Field checks the JSON schema cannot express, with the dashboard's own messages. */
function checkFields(body: CreatePaymentRequest): { amountMinor: number; expiration: Date | null } {
  const errors: Record<string, Msg[]> = {};
  const parsed = parseAmount(body.amount, body.currency_code);
  if (!parsed.ok) {
    errors.amount = [
      parsed.error.key === 'too_many_decimals'
        ? msg('payments.too_many_decimals', { decimals: parsed.error.decimals })
        : msg('payments.amount_not_positive'),
    ];
  }
  if (body.customer_email && !isEmail(body.customer_email))
    errors.customer_email = [msg('payments.invalid_email')];
  if (body.customer_phone && !isPhoneNumber(body.customer_phone)) {
    errors.customer_phone = [msg('payments.invalid_phone')];
  }
  if (body.additional_phone_number && !isPhoneNumber(body.additional_phone_number)) {
    errors.additional_phone_number = [msg('payments.invalid_phone')];
  }
  let expiration: Date | null = null;
  if (body.expiration_time) {
    expiration = new Date(body.expiration_time);
    if (Number.isNaN(expiration.getTime())) errors.expiration_time = [msg('errors.invalid')];
  }
  if (!body.pg_codes.length) errors.pg_codes = [msg('payments.gateway_required')];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return { amountMinor: parsed.ok ? parsed.minor : 0, expiration };
}

const paymentDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.requirePermission(pluginAccessPermission('payment_request'));
  const creations = new CreationBatcher(queryable(app.db));

  // OPTIONS /transaction is every plugin's list metadata (SPEC 7.5); the form has its own path.
  app.options(
    '/plugins/payment_request/transaction/create',
    { schema: formOptionsSchema, onRequest: access },
    async (request) => {
      const user = currentUser(request);
      const lang = pickLang(request.headers['accept-language']);
      const [gateways, merchant] = await Promise.all([
        listGateways(queryable(app.db), user.merchant_id),
        findMerchantRow(queryable(app.db), user.merchant_id),
      ]);
      return {
        currencies: SUPPORTED_CURRENCIES.map((code) => ({ code, decimals: currencyDecimals(code) })),
        default_currency: 'KWD',
        gateways: gateways.map((g) => ({
          code: g.code,
          name_en: g.name_en,
          name_ar: g.name_ar,
          name: lang === 'ar' ? g.name_ar : g.name_en,
          logo_url: g.logo_url,
        })),
        default_country: 'KW',
        preferred_countries: ['KW', 'US'],
        default_email: merchant?.support_email ?? user.email,
        limits: PAYMENT_REQUEST_LIMITS,
      };
    },
  );

  app.post(
    '/plugins/payment_request/transaction',
    { schema: createSchema, onRequest: access },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      const { amountMinor, expiration } = checkFields(body);
      const lang = body.language ?? pickLang(request.headers['accept-language']);
      if (body.unit_id && !(await hasUnit(queryable(app.db), user.merchant_id, body.unit_id))) {
        throw fieldErrors({ unit_id: [msg('payments.unit_not_found')] });
      }
      const amount = formatAmount(amountMinor, body.currency_code);
      // Written with the other creations of the moment: row, activity entry and the key with
      // its answer in one commit.
      const answer = await creations.create({
        input: {
          merchantId: user.merchant_id,
          plugin: 'payment_request',
          amountMinor,
          currency: body.currency_code,
          pgCodes: body.pg_codes,
          unitId: body.unit_id ?? null,
          editableAmount: body.editable_amount ?? false,
          customerName: body.customer_name,
          customerPhone: body.customer_phone?.replace(/[\s-]/g, '') || null,
          customerEmail: body.customer_email || null,
          countryCode: body.country_code ?? 'KW',
          additionalPhoneNumber: body.additional_phone_number || null,
          description: body.description ?? '',
          expirationTime: expiration,
          attachmentUrl: body.attachment_url || null,
          attachmentName: body.attachment_name || null,
          disclaimer: body.disclaimer || null,
          termsEn: body.terms_en || null,
          termsAr: body.terms_ar || null,
          multicheckout: body.multicheckout ?? null,
          language: lang,
          createdBy: user.id,
        },
        activity: (id) => ({
          merchantId: user.merchant_id,
          actor: user.username,
          action: 'activity.payment_request_created',
          plugin: 'payment_request',
          params: { id, amount, currency: body.currency_code },
        }),
        answer: (id): Omit<CreatedTransaction, 'created'> => ({
          id,
          state: 'created',
          amount,
          currency_code: body.currency_code,
          payment_url: paymentUrl(app.config, lang, { id, plugin: 'payment_request' }),
          expiration_time: expiration?.toISOString() ?? null,
        }),
        key:
          key === null
            ? null
            : {
                scope: idempotencyScope(request, `merchant:${user.merchant_id}`),
                key,
                hash: requestHash(request),
              },
      });
      return sendAnswer(reply, answer);
    },
  );

  for (const action of ['refund', 'capture', 'void'] as const satisfies readonly LedgerAction[]) {
    app.post(
      `/plugins/:plugin/transaction/:id/${action}`,
      { schema: moneyActionSchema(action), onRequest: app.authenticate },
      async (request, reply) => {
        const user = currentUser(request);
        const { plugin, id } = request.params;
        // access_<plugin> plus refund_/capture_paymenttransaction (a void needs the capture one).
        if (!mayUse(user, plugin, action)) throw messageError(403, 'errors.forbidden');
        return idempotentInTransaction(
          queryable(app.db),
          request,
          reply,
          `merchant:${user.merchant_id}`,
          async (trx) => ({
            status: 200,
            body: await moneyActionIn(trx, app.gateways, {
              action,
              transactionId: id,
              plugin,
              amount: action === 'void' ? null : request.body?.amount,
              user,
              lang: pickLang(request.headers['accept-language']),
            }),
          }),
        );
      },
    );
  }
};

export default paymentDashboardRoutes;
