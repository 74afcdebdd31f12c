import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const shared: Options = { useDefaults: true, removeAdditional: true, allErrors: true, strict: false };

/**
 * Two validators: query strings and path params arrive as text, so they are coerced
 * ("10" → 10); JSON bodies are not, so `{"subject": 5}` is an error rather than "5".
 */
function compilers() {
  const body = new Ajv({ ...shared, coerceTypes: false });
  const text = new Ajv({ ...shared, coerceTypes: 'array' });
  // Fastify's default compiler includes ajv-formats; keep "email" and friends meaning the same.
  addFormats.default(body);
  addFormats.default(text);
  return { body, text };
}

async function validation(app: FastifyInstance) {
  const ajv = compilers();
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? ajv.body : ajv.text).compile(schema),
  );
}

export default fp(validation, { name: 'validation' });
