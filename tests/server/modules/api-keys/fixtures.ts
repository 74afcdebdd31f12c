import type { FastifyInstance } from 'fastify';
import type { ApiKey, ApiKeyCreated } from '../../../../src/domain/contracts/api-keys.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import { ADMIN, authed, login } from '../../helper.ts';

const ORDER = {
  amount: '4.250',
  currency_code: 'KWD',
  pg_codes: ['knet'],
  customer_name: 'Sara',
  customer_email: 'sara@example.com',
};

/** The owner's calls to the API keys routes, and a merchant system's call with a key. */
export async function apiKeyCalls(app: FastifyInstance) {
  const { access } = await login(app, ADMIN);
  const call = (method: 'GET' | 'POST', path: string, payload?: object, lang = 'en') =>
    app.inject(
      authed(access, {
        method,
        url: `/api/v1/admin/api-keys${path}`,
        payload,
        headers: { 'accept-language': lang },
      }),
    );

  const create = async (name: string, plugin: 'e_commerce' | 'session' = 'e_commerce') => {
    const res = await call('POST', '', { name, plugin });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json<ApiKeyCreated>();
  };

  const listed = async (id: number) => {
    const res = await call('GET', '?limit=1000');
    return res.json<Paginated<ApiKey>>().results.find((key) => key.id === id);
  };

  /** The status of creating an e-commerce transaction with `key`, as a shop would. */
  const useKey = async (key: string, plugin = 'e_commerce') =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/v1/plugins/${plugin}/transaction`,
        headers: { authorization: `Api-Key ${key}` },
        payload: ORDER,
      })
    ).statusCode;

  return { access, call, create, listed, useKey };
}
