import type { AdminGateway, GatewayPatch } from '../../../src/domain/contracts/gateways-admin.ts';
import { CREDENTIAL_FIELDS } from '../../../src/domain/gateway-credentials.ts';
import {
  allowedCurrencies,
  fixedFeeMinor,
  hasProviderMethod,
  isProviderAdapter,
  liveRefusal,
  missingForLive,
  PROVIDER_METHOD_PATTERN,
  percentToBasisPoints,
} from '../../../src/domain/gateway-settings.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { GatewayValues } from './repository.ts';

/** What the server allows: live credentials need SECRETS_KEY and an https PUBLIC_URL. */
export interface ServerPolicy {
  secretsKeySet: boolean;
  publicUrl: string;
}

export type Edited = Omit<GatewayValues, 'credentials_sealed'>;

/** A logo is a site path (/gateway/logo/knet.svg) or an https address, or none. */
const goodLogo = (url: string | null) => url === null || url.startsWith('/') || url.startsWith('https://');

/**
 * The gateway after the patch, every rule checked: fees readable, the provider's currency,
 * account fields this provider has, and live mode only where the server allows it. Secrets
 * sent blank keep the stored value; other fields sent blank are cleared.
 */
export function checkedEdit(
  before: AdminGateway,
  stored: Record<string, string>,
  patch: GatewayPatch,
  server: ServerPolicy,
): { values: Edited; account: Record<string, string>; accountChanged: string[] } {
  const { credentials: sent, fee_fixed, fee_percent, ...plain } = patch;
  const merged = { ...before, ...plain, fee_fixed: fee_fixed ?? before.fee_fixed };
  const errors: Record<string, Msg[]> = {};
  const feeFixed = fixedFeeMinor(merged.fee_fixed, merged.currency);
  if (feeFixed === null) errors.fee_fixed = [msg('gateways_admin.fee_fixed_invalid')];
  const feeBp = percentToBasisPoints(fee_percent ?? before.fee_percent);
  if (feeBp === null) errors.fee_percent = [msg('gateways_admin.fee_percent_invalid')];
  const currencies = allowedCurrencies(before.adapter);
  if (currencies && !currencies.includes(merged.currency))
    errors.currency = [msg('gateways_admin.currency_fixed', { currency: currencies.join(', ') })];
  const logo = merged.logo_url?.trim() || null;
  if (!goodLogo(logo)) errors.logo_url = [msg('gateways_admin.logo_invalid')];

  const { account, changed, problem } = mergedAccount(before.adapter, stored, sent);
  if (problem) errors.credentials = [problem];
  const { adapter } = before;
  const method = merged.provider_method?.trim() || null;
  const methodProblem = providerMethodProblem(adapter, method, patch.provider_method);
  if (methodProblem) errors.provider_method = [methodProblem];
  if (!isProviderAdapter(adapter)) {
    if (merged.mode !== before.mode) errors.mode = [msg('gateways_admin.mode_without_account')];
  } else if (
    merged.mode === 'live' &&
    (patch.mode !== undefined || sent !== undefined || patch.provider_method !== undefined)
  ) {
    const refusal = liveRefusal(server);
    const missing = missingForLive(adapter, account, method);
    if (refusal) errors.mode = [msg(`gateways_admin.live_${refusal}`)];
    else if (missing.includes('provider_method') && !methodProblem)
      errors.provider_method = [msg('gateways_admin.method_required')];
    const fields = missing.filter((field) => field !== 'provider_method');
    if (!refusal && fields.length > 0)
      errors.credentials = [msg('gateways_admin.credentials_missing', { fields: fields.join(', ') })];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return {
    values: {
      name_en: merged.name_en.trim(),
      name_ar: merged.name_ar.trim(),
      logo_url: logo,
      button_verb_en: merged.button_verb_en.trim(),
      button_verb_ar: merged.button_verb_ar.trim(),
      fee_fixed_minor: feeFixed as number,
      fee_bp: feeBp as number,
      fee_payer: merged.fee_payer,
      currency: merged.currency,
      plugins: merged.plugins,
      is_active: merged.is_active,
      mode: merged.mode,
      provider_method: method,
    },
    account,
    accountChanged: changed,
  };
}

/** A method only for MyFatoorah, and only as its PaymentMethodId (digits). */
function providerMethodProblem(adapter: string, method: string | null, sent: string | null | undefined) {
  if (sent === undefined || method === null) return null;
  if (!hasProviderMethod(adapter)) return msg('gateways_admin.method_not_offered');
  return PROVIDER_METHOD_PATTERN.test(method) ? null : msg('gateways_admin.method_invalid');
}

function mergedAccount(
  adapter: string,
  stored: Record<string, string>,
  sent: Record<string, string> | undefined,
): { account: Record<string, string>; changed: string[]; problem: Msg | null } {
  if (sent === undefined) return { account: stored, changed: [], problem: null };
  if (!isProviderAdapter(adapter))
    return { account: stored, changed: [], problem: msg('gateways_admin.no_credentials') };
  const fields = CREDENTIAL_FIELDS[adapter];
  const unknown = Object.keys(sent).filter((name) => !fields.some((field) => field.name === name));
  if (unknown.length > 0)
    return {
      account: stored,
      changed: [],
      problem: msg('gateways_admin.credential_unknown', { fields: unknown.join(', ') }),
    };
  const account: Record<string, string> = {};
  const changed: string[] = [];
  for (const field of fields) {
    const given = sent[field.name]?.trim();
    const keep = given === undefined || (field.secret && given === '');
    const value = keep ? (stored[field.name] ?? '') : given;
    if (value !== '') account[field.name] = value;
    if (value !== (stored[field.name] ?? '')) changed.push(field.name);
  }
  return { account, changed, problem: null };
}
