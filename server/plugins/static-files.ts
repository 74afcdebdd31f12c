import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appShell } from '../lib/app-shell.ts';
import { registerDrawnPages } from '../lib/drawn-pages.ts';
import { msg } from '../lib/errors.ts';
import { sendPage, withFavicon } from '../lib/page-document.ts';
import { loginPages } from '../modules/auth/service.ts';
import { merchantFavicon } from '../modules/branding/service.ts';
import { shopPages } from '../modules/catalogue/service.ts';
import { collectorPages } from '../modules/customer-payment/service.ts';
import { eventsPages } from '../modules/events/service.ts';
import { menuPages } from '../modules/food/service.ts';
import { payPages, resultPages } from '../modules/pay-page/service.ts';
import { render } from './error-handler.ts';

export interface StaticFilesOptions {
  /** The built PWA (dist/). Missing → the server runs the API only. */
  staticDir: string;
}

/** A file of the built app (a page, a script, a style sheet, an image, a font). */
const BuiltFile = {
  description: 'A file of the built app',
  content: { '*/*': { schema: { type: 'string' } } },
};

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite fingerprints everything under assets/, so those never change; the rest must revalidate. */
function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : NO_CACHE;
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

async function staticFiles(app: FastifyInstance, options: StaticFilesOptions) {
  const hasApp = existsSync(join(options.staticDir, 'index.html'));
  const favicon = () => merchantFavicon(app.db);
  if (hasApp) {
    // @fastify/static takes no route schema: its one wildcard route says what it answers here.
    app.addHook('onRoute', (route) => {
      if (route.url === '/*') route.schema = { ...route.schema, hide: true, response: { 200: BuiltFile } };
    });
    await app.register(fastifyStatic, {
      root: options.staticDir,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      // The build writes .br/.gz beside each asset (scripts/compress-dist.mjs).
      preCompressed: true,
      schemaHide: true,
      setHeaders: (reply: FastifyReply | { setHeader(name: string, value: string): void }, path: string) => {
        const value = cacheControlFor(path);
        if ('header' in reply) reply.header('cache-control', value);
        else reply.setHeader('cache-control', value);
      },
    });
    // Every customer page arrives drawn: its first paint needs none of the app's JavaScript.
    registerDrawnPages(
      app,
      options.staticDir,
      [
        ...payPages(app),
        ...resultPages(app),
        ...collectorPages(app),
        ...menuPages(app),
        ...shopPages(app),
        ...eventsPages(app),
        ...loginPages,
      ],
      favicon,
    );
  }

  // SPA fallback: client-side routes (/en/login, /ar/…) get index.html; /api stays JSON.
  const shell = hasApp ? appShell(options.staticDir) : undefined;
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    if (shell && (request.method === 'GET' || request.method === 'HEAD') && !isApi(url)) {
      const page = shell(url);
      reply.header('cache-control', NO_CACHE);
      return page
        ? sendPage(request, reply, withFavicon(page, await favicon()))
        : reply.sendFile('index.html');
    }
    return reply.status(404).send(render(request, {}, msg('errors.not_found')));
  });
}

export default fp(staticFiles, { name: 'static-files' });
