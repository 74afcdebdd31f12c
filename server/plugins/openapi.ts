import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OpenApiDocument } from '../../src/domain/contracts/platform.ts';

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

/** Registered before the routes: @fastify/swagger collects their schemas as they are added. */
async function openapi(app: FastifyInstance) {
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
