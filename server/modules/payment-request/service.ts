import { isPhoneNumber } from '../../../src/domain/contact-rules.ts';
import {
  type CreatedTransaction,
  type CreatePaymentRequest,
  PAYMENT_REQUEST_LIMITS,
  type PaymentRequestFormOptions,
} from '../../../src/domain/contracts/payment-requests.ts';
import { currencyDecimals, formatAmount, SUPPORTED_CURRENCIES } from '../../../src/domain/money.ts';
import {
  amountRule,
  emailRule,
  gatewaysRule,
  type PaymentRequestRuleKey,
  type RuleError,
} from '../../../src/domain/payment-request-rules.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Answer } from '../idempotency/service.ts';
import { paymentDefaults } from '../merchant/service.ts';
import { CreationBatcher, findMerchantRow, hasUnit, listGateways, paymentUrl } from '../payments/service.ts';
import { withDefaults } from './defaults.ts';

/** The staff member creating payment requests: their merchant's, under their name. */
export interface Creator {
  id: number;
  merchant_id: number;
  username: string;
  email: string;
}

/** The create form's metadata: currencies, the merchant's gateways, defaults and limits. */
export async function formOptions(
  db: DbHandle,
  user: Creator,
  lang: Lang,
): Promise<PaymentRequestFormOptions> {
  const [gateways, merchant] = await Promise.all([
    listGateways(db, user.merchant_id),
    findMerchantRow(db, user.merchant_id),
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
    default_country: merchant?.default_country ?? 'KW',
    preferred_countries: ['KW', 'US'],
    default_email: merchant?.support_email ?? user.email,
    limits: PAYMENT_REQUEST_LIMITS,
  };
}

/** The server's words for the shared payment request rules (src/domain/payment-request-rules.ts). */
const RULE_MESSAGES: Partial<Record<PaymentRequestRuleKey, string>> = {
  amount_not_positive: 'payments.amount_not_positive',
  too_many_decimals: 'payments.too_many_decimals',
  invalid_email: 'payments.invalid_email',
  invalid_phone: 'payments.invalid_phone',
  gateway_required: 'payments.gateway_required',
};
const ruleMsg = (error: RuleError): Msg => msg(RULE_MESSAGES[error.key] ?? 'errors.invalid', error.params);

/** Field checks the JSON schema cannot express, with the dashboard's own messages. */
function checkFields(body: CreatePaymentRequest): { amountMinor: number; expiration: Date | null } {
  const errors: Record<string, Msg[]> = {};
  const amount = amountRule(body.amount, body.currency_code);
  if (!amount.ok) errors.amount = [ruleMsg(amount.error)];
  const email = emailRule(body.customer_email ?? '');
  if (email) errors.customer_email = [ruleMsg(email)];
  for (const field of ['customer_phone', 'additional_phone_number'] as const) {
    const phone = body[field] ?? '';
    if (phone && !isPhoneNumber(phone)) errors[field] = [ruleMsg({ key: 'invalid_phone' })];
  }
  let expiration: Date | null = null;
  if (body.expiration_time) {
    expiration = new Date(body.expiration_time);
    if (Number.isNaN(expiration.getTime())) errors.expiration_time = [msg('errors.invalid')];
  }
  const gateways = gatewaysRule(body.pg_codes, body.pg_codes);
  if (gateways) errors.pg_codes = [ruleMsg(gateways)];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return { amountMinor: amount.ok ? amount.minor : 0, expiration };
}

export interface PaymentRequestInput {
  user: Creator;
  body: CreatePaymentRequest;
  lang: Lang;
  /** The request's Idempotency-Key, scoped, with its request's hash. */
  key: { scope: string; key: string; hash: string } | null;
}

/**
 * Creates payment requests for one app: each is written with the other creations of the
 * moment (CreationBatcher), its row, activity entry and key with its answer in one commit.
 */
export function paymentRequestCreator(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
): (input: PaymentRequestInput) => Promise<Answer> {
  const creations = new CreationBatcher(db);
  return async ({ user, body, lang, key }) => {
    const { amountMinor, expiration } = checkFields(body);
    if (body.unit_id && !(await hasUnit(db, user.merchant_id, body.unit_id))) {
      throw fieldErrors({ unit_id: [msg('payments.unit_not_found')] });
    }
    const given = withDefaults(body, paymentDefaults(await findMerchantRow(db, user.merchant_id)));
    const amount = formatAmount(amountMinor, body.currency_code);
    return creations.create({
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
        countryCode: given.countryCode,
        additionalPhoneNumber: body.additional_phone_number || null,
        description: body.description ?? '',
        expirationTime: expiration,
        attachmentUrl: body.attachment_url || null,
        attachmentName: body.attachment_name || null,
        disclaimer: given.disclaimerEn,
        disclaimerAr: given.disclaimerAr,
        termsEn: given.termsEn,
        termsAr: given.termsAr,
        multicheckout: given.multicheckout,
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
        payment_url: paymentUrl(config, lang, { id, plugin: 'payment_request' }),
        expiration_time: expiration?.toISOString() ?? null,
      }),
      key,
    });
  };
}
