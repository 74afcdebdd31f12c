import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gatewayLogoSvg } from './html.ts';
import { logoSchema } from './schemas.ts';

const LOGO_COLOURS: Record<string, string> = {
  knet: '#005baa',
  kpay: '#f97316',
  card: '#1a1f71',
  cod: '#15803d',
};

/** Gateway logos. Registered before the SPA fallback so these paths are not swallowed by it. */
const gatewayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/gateway/logo/:file', { schema: logoSchema }, async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const label = code === 'card' ? 'VISA' : code.toUpperCase();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(gatewayLogoSvg(label, LOGO_COLOURS[code] ?? '#52525b'));
  });
};

export default gatewayRoutes;
