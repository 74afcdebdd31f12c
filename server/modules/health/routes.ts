import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthSchema } from './schemas.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: healthSchema }, async () => ({ status: 'ok' }));
};

export default healthRoutes;
