import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DbHandle, handleOf, queryable } from '../../db/handle.ts';
import type { ApiError } from '../../lib/errors.ts';
import * as idempotency from '../payments/idempotency.ts';

/**
 * Idempotent requests' public surface. Added for food ordering and the kitchen (issue 15,
 * group "food"): the payments group moves idempotency here with a handle of its own, which
 * replaces this.
 */
export const idempotentInTransaction = (
  db: DbHandle,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string,
  handler: (trx: DbHandle) => Promise<idempotency.IdempotentResult | ApiError>,
): Promise<FastifyReply> =>
  idempotency.idempotentInTransaction(queryable(db), request, reply, owner, (trx) => handler(handleOf(trx)));
