import { type APIRequestContext, expect } from '@playwright/test';
import type { AdminGateway, GatewayList } from '../../src/domain/contracts/gateways-admin';
import { type KnetFake, startKnetFake } from '../../tests/support/providers/knet-fake';
import { type MyFatoorahFake, startMyFatoorahFake } from '../../tests/support/providers/myfatoorah-fake';
import { adminToken } from './payments';
import { APP_PORT } from './sink-ports';

const GW = '/api/v1/admin/gateways';

/** Test accounts the fakes accept; a bank or MyFatoorah issues the real ones. */
export const KNET_ACCOUNT = {
  tranportalId: '900001',
  password: 'Tp#4471pass',
  resourceKey: 'Q7V2M9K4T1X8B5N3',
};
export const MF_ACCOUNT = { token: 'SK_KWT_e2e-token', webhookSecret: 'e2e-webhook-secret' };

/**
 * The local KNET and MyFatoorah on fixed ports beside the app (E2E_PORT + 2 + 2 × worker slot),
 * so several checkouts' suites and workers never share a fake.
 */
export async function startFakes(parallelIndex: number): Promise<{ knet: KnetFake; mf: MyFatoorahFake }> {
  const base = APP_PORT + 2 + 2 * parallelIndex;
  const knet = await startKnetFake({ ...KNET_ACCOUNT, port: base });
  const mf = await startMyFatoorahFake({ ...MF_ACCOUNT, port: base + 1 });
  return { knet, mf };
}

/** The owner's calls to the gateways screen's API. */
export async function gatewaysAdmin(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  return {
    /** Adds the gateway, or takes it up again where an earlier run left it, switched on with `patch`. */
    async configure(code: string, adapter: 'knet' | 'myfatoorah', names: [string, string], patch: object) {
      const list = (await (await request.get(GW, { headers })).json()) as GatewayList;
      if (!list.results.some((g) => g.code === code)) {
        const created = await request.post(GW, {
          headers,
          data: { adapter, code, name_en: names[0], name_ar: names[1] },
        });
        expect(created.status(), await created.text()).toBe(201);
      }
      const edited = await request.patch(`${GW}/${code}`, { headers, data: { is_active: true, ...patch } });
      expect(edited.status(), await edited.text()).toBe(200);
      return (await edited.json()) as AdminGateway;
    },
    /** Deleted, or switched off where payments were tried with it; absent already is fine. */
    async remove(code: string) {
      const removed = await request.delete(`${GW}/${code}`, { headers });
      expect([200, 404]).toContain(removed.status());
    },
  };
}
