import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { createApiKey } from './service.ts';

export interface DemoApiKey {
  plugin: PluginKind;
  name: string;
  key: string;
}

/**
 * Written in the README and merchant integration examples, so seeded only with
 * DEMO_CREDENTIALS=1; otherwise the same keys get secrets generated for the install.
 */
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

/** Returns the keys as created: shown once, since only their hashes are stored. */
export async function seedDemoApiKeys(
  trx: Db,
  merchantId: number,
  published: boolean,
): Promise<DemoApiKey[]> {
  const created: DemoApiKey[] = [];
  for (const demo of DEMO_API_KEYS) {
    const { plugin, name } = demo;
    const { key } = await createApiKey(
      handleOf(trx),
      'seal-at-start',
      published ? { merchantId, ...demo } : { merchantId, plugin, name },
    );
    created.push({ plugin, name, key });
  }
  return created;
}
