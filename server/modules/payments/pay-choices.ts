import type { PayChoice } from '../../../src/domain/contracts/payments.ts';
import { feeBreakdown } from '../../../src/domain/fees.ts';
import {
  customerFee,
  isTestGateway,
  providerPricesFee,
  servesPlugin,
} from '../../../src/domain/gateway-settings.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { defaultPayChoice } from '../../../src/domain/pay-choice.ts';
import type { FeeQuotes } from '../../gateways/service.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { GatewayRow } from './repository.ts';

export const gatewayName = (gateway: GatewayRow, lang: Lang) =>
  lang === 'ar' ? gateway.name_ar : gateway.name_en;

/**
 * The transaction's gateways that can take its currency, in the merchant's order; with
 * `plugin`, only those enabled for it (issue 24: a gateway's `plugins`, null for all).
 */
export function allowedGateways(
  gateways: GatewayRow[],
  pgCodes: string[],
  currency: string,
  plugin: string,
): GatewayRow[] {
  return gateways.filter(
    (g) =>
      pgCodes.includes(g.code) && g.currency.trim() === currency.trim() && servesPlugin(g.plugins, plugin),
  );
}

const NO_QUOTES: FeeQuotes = new Map();

/**
 * What the customer pays: the gateway's fee is added only when the customer bears it
 * (`fee_payer`); a customer-paid MyFatoorah choice carries MyFatoorah's quoted fee instead,
 * and without a quote it has no price (null): it is not offered, never guessed.
 */
export function feeOf(gateway: GatewayRow, amountMinor: number, quotes: FeeQuotes = NO_QUOTES) {
  if (providerPricesFee(gateway)) {
    const quote = quotes.get(gateway.code);
    if (!quote?.ok) return null;
    return { amountMinor, feeMinor: quote.feeMinor, totalMinor: amountMinor + quote.feeMinor };
  }
  const { feeMinor } = feeBreakdown(amountMinor, {
    fixedMinor: minorFromDb(gateway.fee_fixed_minor),
    basisPoints: gateway.fee_bp,
  });
  const charged = customerFee(feeMinor, gateway.fee_payer);
  return { amountMinor, feeMinor: charged, totalMinor: amountMinor + charged };
}

/**
 * SPEC 3 pay choices for an amount, with SPEC 4's default and "Best Choice" marked. `quotes`
 * are the providers' fees, asked for before (ProviderFees.quote); a choice priced by its
 * provider and missing from them is left out.
 */
export function buildPayChoices(
  gateways: GatewayRow[],
  amountMinor: number,
  currency: string,
  lang: Lang,
  quotes: FeeQuotes = NO_QUOTES,
): PayChoice[] {
  const priced = gateways.flatMap((gateway) => {
    const fee = feeOf(gateway, amountMinor, quotes);
    return fee ? [{ gateway, ...fee }] : [];
  });
  const chosen = defaultPayChoice(
    priced.map((p) => ({ gateway_code: p.gateway.code, gateway: p.gateway.name_en, feeMinor: p.feeMinor })),
  );
  return priced.map((p, index) => ({
    gateway_code: p.gateway.code,
    gateway: gatewayName(p.gateway, lang),
    value: p.gateway.code,
    logo_url: p.gateway.logo_url,
    amount: formatAmount(p.totalMinor, currency),
    base_amount: formatAmount(p.amountMinor, currency),
    fee: formatAmount(p.feeMinor, currency),
    delivery_charges: formatAmount(0, currency),
    currency_code: currency,
    button_verb: lang === 'ar' ? p.gateway.button_verb_ar : p.gateway.button_verb_en,
    is_default: chosen?.index === index,
    best_choice: chosen?.index === index && chosen.bestChoice,
    test_mode: isTestGateway(p.gateway),
  }));
}
