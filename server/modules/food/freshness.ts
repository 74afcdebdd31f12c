import type { FastifyReply, FastifyRequest } from 'fastify';
import { kuwaitToday } from '../../../src/domain/business-time.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Clock } from '../../lib/clock.ts';
import { pickLang } from '../../lib/i18n.ts';
import { findDefaultMerchant } from '../merchant/service.ts';
import { findMenuConfig } from './menu-repository.ts';

const matches = (header: string | undefined, tag: string) =>
  Boolean(header?.split(',').some((candidate) => candidate.trim() === tag || candidate.trim() === '*'));

/**
 * Menu reads that reach customers on their next online load (issue 23): they answer an entity
 * tag of the menu's content_version (every menu write bumps it), the Kuwait day ("sold out
 * today" and holidays end at midnight with no write) and the language, with `no-cache`, so a
 * browser or the service worker always asks again and an unchanged menu costs a bodiless 304.
 * Answers that follow the clock itself (is the branch open now) are left uncached instead.
 */
export function menuFreshness(db: DbHandle, clock: Clock, fresh: ReadonlySet<string>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== 'GET' || !fresh.has(request.routeOptions.url ?? '')) return;
    const merchant = await findDefaultMerchant(db);
    const config = merchant && (await findMenuConfig(db, merchant.id));
    // No menu: the route answers its 404, which nothing should keep.
    if (!config) return;
    const lang = pickLang(request.headers['accept-language']);
    const tag = `W/"menu-${config.content_version}-${kuwaitToday(clock.now())}-${lang}"`;
    reply.header('cache-control', 'no-cache').header('etag', tag).header('vary', 'accept-language');
    if (matches(request.headers['if-none-match'], tag)) await reply.code(304).send();
  };
}
