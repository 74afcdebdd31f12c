import type { Db } from '../../db/database.ts';
import { createApiKey } from './keys.ts';

/** Fixed so the README and merchant integration examples work against a fresh demo database. */
export const DEMO_API_KEYS = [
  {
    plugin: 'e_commerce',
    name: 'Demo web shop',
    key: 'gpk_demo-ecommerce_DemoEcommerceKey2026DoNotUseInProduction',
    webhookSecret: 'whsec_demo_e_commerce_2026',
  },
  {
    plugin: 'session',
    name: 'Demo sessions',
    key: 'gpk_demo-session_DemoSessionKey2026DoNotUseInProduction',
    webhookSecret: 'whsec_demo_session_2026',
  },
] as const;

export async function seedDemoApiKeys(trx: Db, merchantId: number): Promise<void> {
  for (const demo of DEMO_API_KEYS) await createApiKey(trx, { merchantId, ...demo });
}
