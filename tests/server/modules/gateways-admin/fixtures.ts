import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdminGateway, GatewayList } from '../../../../src/domain/contracts/gateways-admin.ts';
import { authed } from '../../helper.ts';

export const GW = '/api/v1/admin/gateways';

/** Values a bank would issue; the test asserts none of them ever leaves the server. */
export const KNET_ACCOUNT = {
  tranportal_id: '70118400',
  tranportal_password: 'tp-Pass-8841-secret',
  resource_key: 'R3s0urceKey16chr',
};

/** The owner's calls to the gateways admin, answering parsed bodies where the status is the expected one. */
export function gatewayCalls(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    app.inject(authed(token, { method, url, payload, headers: { 'accept-language': lang } }));
  return {
    call,
    async list(): Promise<GatewayList> {
      const res = await call('GET', GW);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<GatewayList>();
    },
    async create(code: string, adapter = 'knet'): Promise<AdminGateway> {
      const res = await call('POST', GW, { adapter, code, name_en: 'KNET Bank', name_ar: 'كي نت البنك' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<AdminGateway>();
    },
    patch: (code: string, payload: object, lang = 'en') => call('PATCH', `${GW}/${code}`, payload, lang),
    async edited(code: string, payload: object): Promise<AdminGateway> {
      const res = await call('PATCH', `${GW}/${code}`, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminGateway>();
    },
  };
}
