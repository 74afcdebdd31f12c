import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError, type Msg, msg } from '../lib/errors.ts';
import { pickLang, translate } from '../lib/i18n.ts';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const STATUS_KEYS: Record<number, string> = {
  400: 'errors.bad_request',
  401: 'errors.not_authenticated',
  403: 'errors.forbidden',
  404: 'errors.not_found',
  405: 'errors.method_not_allowed',
  406: 'errors.bad_request',
  413: 'errors.too_large',
  414: 'errors.uri_too_long',
  415: 'errors.unsupported_media_type',
  429: 'errors.throttled',
  431: 'errors.headers_too_large',
};

const TYPE_KEYS: Record<string, string> = {
  string: 'errors.not_a_string',
  integer: 'errors.not_an_integer',
  number: 'errors.not_a_number',
  boolean: 'errors.not_a_boolean',
  array: 'errors.not_a_list',
  object: 'errors.not_an_object',
};

function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

/** One ajv error → (field, message) in Django REST framework's style the PWA expects. */
function ajvToField(error: AjvError, body: unknown): [string, Msg] {
  const path = error.instancePath.split('/').filter(Boolean);
  const field = path[0];
  if (error.keyword === 'required') return [String(error.params.missingProperty), msg('errors.required')];
  if (!field) {
    return ['non_field_errors', msg('errors.invalid_body', { type: describeJsonType(body) })];
  }
  switch (error.keyword) {
    case 'type':
      return [field, msg(TYPE_KEYS[String(error.params.type).split(',')[0] ?? ''] ?? 'errors.invalid')];
    case 'format':
      return [field, msg(error.params.format === 'email' ? 'errors.invalid_email' : 'errors.invalid')];
    case 'minLength':
      return [
        field,
        error.params.limit === 1 ? msg('errors.blank') : msg('errors.min_length', length(error)),
      ];
    case 'maxLength':
      return [field, msg('errors.max_length', length(error))];
    case 'minimum':
      return [field, msg('errors.min_value', limit(error))];
    case 'maximum':
      return [field, msg('errors.max_value', limit(error))];
    case 'enum':
      return [field, msg('errors.invalid_choice')];
    default:
      return [field, msg('errors.invalid')];
  }
}

const limit = (error: AjvError) => ({ limit: Number(error.params.limit) });
/** A length is a count of characters: the message's plural form follows it. */
const length = (error: AjvError) => ({ count: Number(error.params.limit) });

function validationFields(errors: AjvError[], body: unknown): Record<string, Msg[]> {
  const fields: Record<string, Msg[]> = {};
  for (const error of errors) {
    const [field, message] = ajvToField(error, body);
    const list = fields[field] ?? [];
    if (!list.some((m) => m.key === message.key)) list.push(message);
    fields[field] = list;
  }
  return fields;
}

export function render(request: FastifyRequest, fields: Record<string, Msg[]>, message?: Msg) {
  const lang = pickLang(request.headers['accept-language']);
  const body: Record<string, string | string[]> = {};
  if (message) body.message = translate(lang, message.key, message.vars);
  for (const [field, messages] of Object.entries(fields)) {
    body[field] = messages.map((m) => translate(lang, m.key, m.vars));
  }
  return body;
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, ...render(request, error.fields, error.messageKey) });
    }
    if (error.validation) {
      const fields = validationFields(error.validation as AjvError[], request.body);
      return reply.status(400).send(render(request, fields));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send(render(request, {}, msg('errors.unavailable')));
    }
    const status = statusOf(error);
    if (status >= 500) {
      // Internals stay in the log; the client only learns that it was our fault.
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(render(request, {}, msg('errors.server')));
    }
    const key =
      error.code?.startsWith('FST_ERR_CTP_INVALID_JSON') || error instanceof SyntaxError
        ? 'errors.malformed_json'
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'errors.empty_body'
          : (STATUS_KEYS[status] ?? 'errors.bad_request');
    return reply.status(status).send(render(request, {}, msg(key)));
  });
}

/**
 * Fastify's `frameworkErrors`: what goes wrong before a route is chosen, in the one error shape
 * and the caller's language instead of Fastify's `{error, code, message}`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send(render(request, {}, msg('errors.bad_url')));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(render(request, {}, msg('errors.uri_too_long')));
  }
  request.log.error({ err: error }, 'request failed before routing');
  return reply.status(500).send(render(request, {}, msg('errors.server')));
}

/**
 * Node's `clientError`: a request the HTTP parser refused (headers past the size limit, a
 * malformed line, a timeout). No request exists to read a language from, so the words are English.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'errors.timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'errors.headers_too_large']
        : [400, 'errors.bad_request'];
  const body = JSON.stringify({ message: translate('en', key) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(errorHandler, { name: 'error-handler' });
