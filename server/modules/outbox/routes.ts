import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../../../src/domain/api-types.ts';
import { pageLinks, paginated } from '../../lib/schemas.ts';
import { listOutbox } from './repository.ts';

const listSchema = {
  tags: ['dev'],
  summary: 'Dev only: outgoing messages, newest first (read reset links here without SMTP)',
  querystring: {
    type: 'object',
    properties: {
      recipient: { type: 'string', maxLength: 254 },
      limit: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
      offset: { type: 'integer', minimum: 0, default: 0 },
    },
  },
  response: {
    200: paginated({
      type: 'object',
      required: ['id', 'channel', 'recipient', 'subject', 'body', 'status', 'created_at'],
      properties: {
        id: { type: 'integer' },
        channel: { type: 'string' },
        recipient: { type: 'string' },
        subject: { type: 'string' },
        body: { type: 'string' },
        status: { type: 'string' },
        created_at: { type: 'string' },
      },
    }),
  },
} as const;

/** Registered only when DEV_ENDPOINTS is on: it exposes message bodies, reset links included. */
export default async function devOutboxRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { recipient?: string; limit: number; offset: number } }>(
    '/dev/outbox',
    { schema: listSchema },
    async (request) => {
      const { recipient, limit, offset } = request.query;
      const { count, rows } = await listOutbox(app.db, { recipient, limit, offset });
      const results: OutboxMessage[] = rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        status: row.status,
        created_at: new Date(row.created_at).toISOString(),
      }));
      return { count, ...pageLinks(request.url, count, limit, offset), results };
    },
  );
}
