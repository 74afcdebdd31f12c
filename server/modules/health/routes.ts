import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '../../../src/domain/contracts/platform.ts';

const healthSchema = {
  tags: ['health'],
  summary: 'Liveness: answers without touching the database',
  response: { 200: HealthResponse },
};

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: healthSchema }, async () => ({ status: 'ok' }));
};

export default healthRoutes;
