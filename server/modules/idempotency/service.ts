/** Idempotent request handling (Idempotency-Key): what other modules use of it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DbHandle, handleOf, queryable } from '../../db/handle.ts';
import type { ApiError } from '../../lib/errors.ts';
import {
  type IdempotentResult,
  idempotentInTransaction as inTransactionOf,
} from '../payments/idempotency.ts';

/** idempotentInTransaction on a database handle; the idempotency code still takes the query builder. */
export const idempotentInTransaction = (
  db: DbHandle,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string,
  handler: (trx: DbHandle) => Promise<IdempotentResult | ApiError>,
) => inTransactionOf(queryable(db), request, reply, owner, (trx) => handler(handleOf(trx)));
