import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../../server/db/handle.ts';
import { mediaUrl } from '../../../../src/domain/images.ts';
import { authed } from '../../helper.ts';

/** A name the image pipeline gives (these tests need no image behind it). */
export const media = (seed: string, width = 384) => mediaUrl(seed.repeat(64).slice(0, 64), width);

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const adminCall =
  (app: FastifyInstance) =>
  (token: string, method: Method, url: string, payload?: object, lang = 'en') =>
    app.inject(
      authed(token, {
        method,
        url: `/api/v1/admin/${url}`,
        payload,
        headers: { 'accept-language': lang },
      }),
    );

export const lastEntry = (app: FastifyInstance) =>
  queryable(app.db)
    .selectFrom('activity_log')
    .select(['action', 'actor', 'params', 'merchant_id'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

export const entryCount = async (app: FastifyInstance) =>
  Number(
    (
      await queryable(app.db)
        .selectFrom('activity_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
