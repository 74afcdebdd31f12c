import type { AdminGateway, GatewayCredentialState } from '../../../src/domain/contracts/gateways-admin.ts';
import { CREDENTIAL_FIELDS } from '../../../src/domain/gateway-credentials.ts';
import { basisPointsToPercent, isProviderAdapter } from '../../../src/domain/gateway-settings.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { openCredentials } from '../../gateways/service.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { AdminGatewayRow } from './repository.ts';

/** The provider's account fields as stored: opened from the sealed JSON object; {} when none. */
/** Which fields are set, and the values of the fields that are not secret; secrets never leave. */
function credentialStates(adapter: string, values: Record<string, string>): GatewayCredentialState[] {
  if (!isProviderAdapter(adapter)) return [];
  return CREDENTIAL_FIELDS[adapter].map((field) => {
    const value = values[field.name] ?? '';
    return {
      name: field.name,
      secret: field.secret,
      required: field.required,
      set: value !== '',
      value: field.secret || value === '' ? null : value,
    };
  });
}

/** Providers that post events to the merchant (MyFatoorah's Webhook V2) get the URL to register. */
const hasWebhook = (adapter: string) => adapter === 'myfatoorah';

export function presentGateway(row: AdminGatewayRow, box: SecretBox, publicUrl: string): AdminGateway {
  const currency = row.currency.trim();
  return {
    code: row.code,
    adapter: row.adapter,
    name_en: row.name_en,
    name_ar: row.name_ar,
    logo_url: row.logo_url,
    button_verb_en: row.button_verb_en,
    button_verb_ar: row.button_verb_ar,
    fee_fixed: formatAmount(minorFromDb(row.fee_fixed_minor), currency),
    fee_percent: basisPointsToPercent(row.fee_bp),
    fee_payer: row.fee_payer,
    currency: currency as AdminGateway['currency'],
    plugins: (row.plugins as PluginKind[] | null) ?? null,
    is_active: row.is_active,
    mode: row.mode,
    provider_method: row.provider_method,
    position: row.position,
    credentials: credentialStates(row.adapter, openCredentials(box, row.credentials_sealed)),
    webhook_url: hasWebhook(row.adapter) ? `${publicUrl}/api/v1/gateways/webhook/${row.webhook_key}` : null,
    in_use: row.in_use,
  };
}
