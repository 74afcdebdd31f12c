import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { OpenApiDocument } from '../../src/domain/contracts/platform.ts';
import { errors } from '../lib/schemas.ts';

interface ObjectSchema {
  properties?: Record<string, { default?: unknown }>;
  required?: string[];
}

/**
 * A property with a default is filled by validation when the request leaves it out, so the
 * contract lists it as required (handlers always see it) while a client may omit it: the
 * document says what a client must send.
 */
function optionalDefaults<T>(part: T): T {
  const object = part as ObjectSchema | undefined;
  if (!object?.required || !object.properties) return part;
  const { properties } = object;
  const required = object.required.filter((name) => properties[name]?.default === undefined);
  return { ...object, required } as T;
}

/**
 * The errors the framework answers on a route's behalf, in the one error shape: validation
 * (400), a body too large or not JSON (413, 415), no or a dead token (401), and a database
 * that is failing over (503). A route declares only the errors its own code raises.
 */
function declareFrameworkErrors(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || !route.schema) return;
  const { schema } = route;
  const codes = [
    503,
    ...(schema.body || schema.querystring || schema.params ? [400] : []),
    ...(schema.body ? [413, 415] : []),
    ...((schema as { security?: unknown }).security ? [401] : []),
  ];
  schema.response = { ...errors(...codes), ...(schema.response as object | undefined) };
}

/** Registered before the routes: @fastify/swagger collects their schemas as they are added. */
async function openapi(app: FastifyInstance) {
  app.addHook('onRoute', declareFrameworkErrors);
  await app.register(swagger, {
    transform: ({ schema, url }) => ({
      schema: schema && {
        ...schema,
        querystring: optionalDefaults(schema.querystring),
        body: optionalDefaults(schema.body),
      },
      url,
    }),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gulf Pay API',
        version: '1',
        description:
          'Merchant dashboard and customer payment API. Errors: {message?, <field>?: string[], non_field_errors?: string[]}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Merchants' own systems (e-commerce, session) send `Authorization: Api-Key <key>`.
          apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
  });
  // Left out of the document it serves.
  app.get(
    '/api/v1/openapi.json',
    { schema: { hide: true, summary: 'This OpenAPI document', response: { 200: OpenApiDocument } } },
    async () => app.swagger(),
  );
}

export default fp(openapi, { name: 'openapi' });
