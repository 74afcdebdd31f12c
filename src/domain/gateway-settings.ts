/**
 * Rules of a merchant's gateways (issue 24), shared by the gateways screen and the server:
 * which adapters exist, how a code looks, how fees are read, which currency a provider
 * settles in, and when live credentials may be saved.
 */
import {
  CREDENTIAL_FIELDS,
  PROVIDER_ADAPTERS,
  PROVIDER_CURRENCIES,
  type ProviderAdapter,
} from './gateway-credentials';
import { currencyDecimals, parseDecimal } from './money';

export const GATEWAY_ADAPTERS = ['sandbox', 'cod', ...PROVIDER_ADAPTERS] as const;
export type GatewayAdapterName = (typeof GATEWAY_ADAPTERS)[number];

export const GATEWAY_MODES = ['test', 'live'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

/** Who bears the gateway's fee: added to the customer's total, or absorbed by the merchant. */
export const FEE_PAYERS = ['customer', 'merchant'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

/** Lower-case, as it travels in pg_codes and payment links. */
export const GATEWAY_CODE_PATTERN = '^[a-z0-9][a-z0-9_-]{0,31}$';

export const GATEWAY_NAME_MAX = 60;
export const BUTTON_VERB_MAX = 40;

export const isProviderAdapter = (adapter: string): adapter is ProviderAdapter =>
  (PROVIDER_ADAPTERS as readonly string[]).includes(adapter);

/** The currency a new gateway of this adapter starts with, and the only ones it may take. */
export function allowedCurrencies(adapter: string): readonly string[] | null {
  return isProviderAdapter(adapter) ? PROVIDER_CURRENCIES[adapter] : null;
}

/** A percentage as basis points ("2.5" → 250), two decimals at most, at most 100 %. */
export function percentToBasisPoints(text: string): number | null {
  const parsed = parseDecimal(text.trim(), 2);
  return parsed.ok && parsed.minor <= 10_000 ? parsed.minor : null;
}

export function basisPointsToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** A fixed fee in the gateway's currency ("0.100") as minor units; zero is allowed. */
export function fixedFeeMinor(text: string, currency: string): number | null {
  const parsed = parseDecimal(text.trim(), currencyDecimals(currency));
  return parsed.ok ? parsed.minor : null;
}

/** What the customer is charged on top of the amount: nothing when the merchant bears the fee. */
export const customerFee = (feeMinor: number, payer: FeePayer): number =>
  payer === 'merchant' ? 0 : feeMinor;

export const LIVE_REFUSALS = ['no_secrets_key', 'not_https'] as const;
export type LiveRefusal = (typeof LIVE_REFUSALS)[number];

/**
 * Why live credentials cannot be saved on this server, or null. Without SECRETS_KEY the
 * sealing key lives in the database beside what it seals; without https a provider would
 * post results and send customers back over plain http.
 */
export function liveRefusal(server: { secretsKeySet: boolean; publicUrl: string }): LiveRefusal | null {
  if (!server.secretsKeySet) return 'no_secrets_key';
  if (!server.publicUrl.startsWith('https://')) return 'not_https';
  return null;
}

/** Required fields of a provider still empty after merging what was stored with what was sent. */
export function missingCredentials(
  adapter: ProviderAdapter,
  values: Readonly<Record<string, string>>,
): string[] {
  return CREDENTIAL_FIELDS[adapter].filter((f) => f.required && !values[f.name]?.trim()).map((f) => f.name);
}

/** A gateway enabled for `plugin`: its list names it, or it has none (every plugin). */
export const servesPlugin = (plugins: readonly string[] | null, plugin: string): boolean =>
  plugins === null || plugins.includes(plugin);

/**
 * Payments through it move no real money: a real provider on its test account. The sandbox
 * and cash on delivery have no account, so no mode to show.
 */
export const isTestGateway = (gateway: { adapter: string; mode: string }): boolean =>
  isProviderAdapter(gateway.adapter) && gateway.mode === 'test';

/**
 * A MyFatoorah gateway pays through one of the account's methods (its PaymentMethodId,
 * digits); other adapters have no method to choose.
 */
export const hasProviderMethod = (adapter: string): boolean => adapter === 'myfatoorah';

export const PROVIDER_METHOD_PATTERN = /^\d{1,10}$/;

/**
 * What a gateway still lacks before it can take real money: the required account fields,
 * then, for MyFatoorah, the chosen method (`provider_method`), whose absence makes every
 * payment refused at the provider.
 */
export function missingForLive(
  adapter: ProviderAdapter,
  account: Readonly<Record<string, string>>,
  providerMethod: string | null,
): string[] {
  const missing = missingCredentials(adapter, account);
  return hasProviderMethod(adapter) && !providerMethod ? [...missing, 'provider_method'] : missing;
}

/** The sample amount the method list prices its fees for: 10 in the gateway's currency. */
export const METHOD_SAMPLE_UNITS = 10;

/**
 * Whose fee a customer-paid MyFatoorah choice carries: MyFatoorah's own ServiceCharge for the
 * chosen method, as InitiatePayment quotes it, not the gateway's fixed and percentage fee. The
 * account's charge is what the merchant really pays per method (KNET fixed, cards a percentage),
 * so passing it on exactly is the point of letting the customer pay; a merchant who wants no
 * surcharge sets the merchant as payer. Other adapters price with their configured fee.
 */
export const providerPricesFee = (gateway: { adapter: string; fee_payer: FeePayer }): boolean =>
  usesProviderFee(gateway.adapter) && gateway.fee_payer === 'customer';

/** Adapters whose configured fixed and percentage fee never applies (the gateways screen hides them). */
export const usesProviderFee = (adapter: string): boolean => hasProviderMethod(adapter);
