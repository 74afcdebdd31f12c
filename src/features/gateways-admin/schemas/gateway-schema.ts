import * as yup from 'yup';
import type { AdminGateway, GatewayCreateRequest, GatewayPatch } from '@/domain/contracts/gateways-admin';
import {
  fixedFeeMinor,
  GATEWAY_CODE_PATTERN,
  GATEWAY_NAME_MAX,
  type GatewayAdapterName,
  hasProviderMethod,
  percentToBasisPoints,
} from '@/domain/gateway-settings';
import type { PluginKind } from '@/domain/plugins';
import type { TFunction } from '@/lib/i18n-runtime';

export interface GatewayValues {
  name_en: string;
  name_ar: string;
  logo_url: string;
  button_verb_en: string;
  button_verb_ar: string;
  fee_fixed: string;
  fee_percent: string;
  fee_payer: AdminGateway['fee_payer'];
  currency: AdminGateway['currency'];
  all_plugins: boolean;
  plugins: PluginKind[];
  is_active: boolean;
  live: boolean;
  /** MyFatoorah's PaymentMethodId chosen from the account's methods; '' for none. */
  provider_method: string;
  /** Account fields as typed; secrets start empty (the stored value is never sent to the browser). */
  credentials: Record<string, string>;
}

export const gatewayValues = (gateway: AdminGateway): GatewayValues => ({
  name_en: gateway.name_en,
  name_ar: gateway.name_ar,
  logo_url: gateway.logo_url ?? '',
  button_verb_en: gateway.button_verb_en,
  button_verb_ar: gateway.button_verb_ar,
  fee_fixed: gateway.fee_fixed,
  fee_percent: gateway.fee_percent,
  fee_payer: gateway.fee_payer,
  currency: gateway.currency,
  all_plugins: gateway.plugins === null,
  plugins: gateway.plugins ? [...gateway.plugins] : [],
  is_active: gateway.is_active,
  live: gateway.mode === 'live',
  provider_method: gateway.provider_method ?? '',
  credentials: Object.fromEntries(gateway.credentials.map((field) => [field.name, field.value ?? ''])),
});

/** The patch: account fields only when the gateway has an account; a secret left empty keeps the stored one. */
export function gatewayPatch(values: GatewayValues, gateway: AdminGateway): GatewayPatch {
  const { all_plugins, live, credentials, logo_url, provider_method, ...rest } = values;
  return {
    ...rest,
    ...(hasProviderMethod(gateway.adapter) ? { provider_method: provider_method || null } : {}),
    logo_url: logo_url.trim() || null,
    plugins: all_plugins ? null : values.plugins,
    mode: live ? 'live' : 'test',
    ...(gateway.credentials.length > 0 ? { credentials } : {}),
  };
}

/** The same rules as the server's (src/domain/gateway-settings.ts). */
export const gatewaySchema = (t: TFunction) =>
  yup.object({
    name_en: yup.string().trim().required(t('errors:required')).max(GATEWAY_NAME_MAX),
    name_ar: yup.string().trim().required(t('errors:required')).max(GATEWAY_NAME_MAX),
    button_verb_en: yup.string().trim().required(t('errors:required')),
    button_verb_ar: yup.string().trim().required(t('errors:required')),
    fee_fixed: yup.string().test('fee', t('gateways-admin:form.fee_fixed_invalid'), function check(value) {
      return fixedFeeMinor(value ?? '', this.parent.currency) !== null;
    }),
    fee_percent: yup
      .string()
      .test(
        'percent',
        t('gateways-admin:form.fee_percent_invalid'),
        (value) => percentToBasisPoints(value ?? '') !== null,
      ),
    plugins: yup.array().test('plugins', t('gateways-admin:form.plugins_required'), function check(value) {
      return this.parent.all_plugins === true || (value?.length ?? 0) > 0;
    }),
  });

export interface CreateValues {
  adapter: GatewayAdapterName | '';
  code: string;
  name_en: string;
  name_ar: string;
}

export const createValues: CreateValues = { adapter: '', code: '', name_en: '', name_ar: '' };

export const createRequest = (values: CreateValues): GatewayCreateRequest => ({
  adapter: values.adapter as GatewayAdapterName,
  code: values.code.trim(),
  name_en: values.name_en.trim(),
  name_ar: values.name_ar.trim(),
});

export const createSchema = (t: TFunction) =>
  yup.object({
    adapter: yup.string().required(t('errors:required')),
    code: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .matches(new RegExp(GATEWAY_CODE_PATTERN), t('gateways-admin:create.code_invalid')),
    name_en: yup.string().trim().required(t('errors:required')).max(GATEWAY_NAME_MAX),
    name_ar: yup.string().trim().required(t('errors:required')).max(GATEWAY_NAME_MAX),
  });
