/**
 * The account fields each payment provider needs, shared by the gateways screen (which
 * draws the form) and the server (which seals secrets and hands them to the adapter).
 * Secret fields are write-only: the server stores them sealed and answers only whether
 * each is set.
 */
export const PROVIDER_ADAPTERS = ['knet', 'myfatoorah'] as const;
export type ProviderAdapter = (typeof PROVIDER_ADAPTERS)[number];

export interface CredentialField {
  name: string;
  secret: boolean;
  required: boolean;
}

export const CREDENTIAL_FIELDS: Record<ProviderAdapter, readonly CredentialField[]> = {
  knet: [
    { name: 'tranportal_id', secret: false, required: true },
    { name: 'tranportal_password', secret: true, required: true },
    { name: 'resource_key', secret: true, required: true },
    /** Overrides the bank's test or live host (a local fake in development). */
    { name: 'base_url', secret: false, required: false },
  ],
  myfatoorah: [
    { name: 'api_token', secret: true, required: true },
    { name: 'webhook_secret', secret: true, required: false },
    /** The country's API host; defaults to Kuwait's test or live host. */
    { name: 'base_url', secret: false, required: false },
  ],
};

/** KNET settles in Kuwaiti dinars only. */
export const PROVIDER_CURRENCIES: Record<ProviderAdapter, readonly string[] | null> = {
  knet: ['KWD'],
  myfatoorah: null,
};

export const DEFAULT_HOSTS: Record<ProviderAdapter, { test: string; live: string }> = {
  knet: { test: 'https://kpaytest.com.kw', live: 'https://kpay.com.kw' },
  myfatoorah: { test: 'https://apitest.myfatoorah.com', live: 'https://api.myfatoorah.com' },
};
