/**
 * The SMS provider an owner configures (issue 20): either "kept" (messages stay in the Outbox)
 * or a generic HTTP provider. The rules both the form and the server apply live here.
 */
import type { Escape } from './message-template.ts';

export const SMS_MODES = ['kept', 'http'] as const;
export type SmsMode = (typeof SMS_MODES)[number];

export const SMS_METHODS = ['POST', 'GET'] as const;
export type SmsMethod = (typeof SMS_METHODS)[number];

/** How the body template's values are escaped and which Content-Type is sent. */
export const SMS_CONTENT_TYPES = ['json', 'form'] as const;
export type SmsContentType = (typeof SMS_CONTENT_TYPES)[number];

/**
 * When an answer counts as accepted: always a 2xx status, and optionally also a text in the
 * body or a JSON field with a given value (providers that answer 200 with an error inside).
 */
export const SMS_SUCCESS_RULES = ['status', 'body_contains', 'json_field'] as const;
export type SmsSuccessRule = (typeof SMS_SUCCESS_RULES)[number];

/** The body template's placeholders; the message cannot be sent without a number and a text. */
export const SMS_TEMPLATE_VARIABLES = ['to', 'text', 'sender'] as const;
export const SMS_REQUIRED_VARIABLES = ['to', 'text'] as const;

export const SMS_LIMITS = {
  url: 2000,
  bodyTemplate: 4000,
  headers: 10,
  headerName: 100,
  headerValue: 2000,
  successText: 200,
  path: 200,
} as const;

/** An RFC 9110 token: what a header name may be made of. */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Set by the HTTP client itself (or by the content type): a merchant's value would break the request. */
export const RESERVED_HEADERS = ['host', 'content-length', 'content-type', 'transfer-encoding', 'connection'];

/** Header values go on one line: a line break would start another header. */
export const isHeaderValue = (value: string) => !/[\r\n\0]/.test(value);

/** A value inside a JSON string literal: the template holds the quotes. */
export const escapeJsonString: Escape = (value) => JSON.stringify(value).slice(1, -1);

export const escapeFor = (type: SmsContentType): Escape =>
  type === 'json' ? escapeJsonString : encodeURIComponent;

/** A dotted path ("data.0.id") into a parsed JSON answer; undefined when it leads nowhere. */
export function jsonPathValue(document: unknown, path: string): unknown {
  let node = document;
  for (const step of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/** A JSON path as the form and server accept it: dotted names or indexes, no empty step. */
export const JSON_PATH_PATTERN = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/;

/**
 * A sender as SMS networks take it: up to 11 letters, digits or spaces (an alphanumeric sender
 * id), or a number of up to 15 digits; empty leaves it to the provider's account.
 */
export const isSenderName = (value: string) =>
  value === '' || /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{1,11}$/.test(value) || /^\+?\d{3,15}$/.test(value);
