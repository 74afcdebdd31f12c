import type { FastifyInstance } from 'fastify';

const healthSchema = {
  tags: ['health'],
  summary: 'Liveness: answers without touching the database',
  response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } },
} as const;

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: healthSchema }, async () => ({ status: 'ok' }));
}
