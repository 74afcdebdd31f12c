/**
 * The owner's SMS provider (GET/PUT /api/v1/admin/sms-provider) and its test send. Header
 * values are secrets: the server seals them and never sends them back, only that one is set.
 */
import { type Static, Type } from 'typebox';
import { SMS_CONTENT_TYPES, SMS_LIMITS, SMS_METHODS, SMS_MODES, SMS_SUCCESS_RULES } from '../sms-provider.ts';
import { Nullable } from './common.ts';

const fields = {
  mode: Type.Enum(SMS_MODES, {
    description: 'kept: SMS stay in the Outbox; http: sent through the provider',
  }),
  url: Type.String({ maxLength: SMS_LIMITS.url, description: "The provider's https address" }),
  method: Type.Enum(SMS_METHODS, { description: 'GET sends the rendered template as the query string' }),
  content_type: Type.Enum(SMS_CONTENT_TYPES, {
    description: 'json: values escaped for JSON strings; form: values URL-encoded',
  }),
  body_template: Type.String({
    maxLength: SMS_LIMITS.bodyTemplate,
    description: 'With {{to}} and {{text}}, optionally {{sender}}',
  }),
  success_rule: Type.Enum(SMS_SUCCESS_RULES, {
    description:
      'A 2xx answer, and also: the body contains success_text, or the JSON field success_path equals success_text',
  }),
  success_text: Type.String({ maxLength: SMS_LIMITS.successText }),
  success_path: Type.String({ maxLength: SMS_LIMITS.path }),
  id_path: Type.String({
    maxLength: SMS_LIMITS.path,
    description: "The JSON field of the answer holding the provider's message id (optional)",
  }),
  sender: Type.String({ maxLength: 15 }),
};

/** GET: a header's name, and that its value is set (never the value). */
export const SmsProviderHeader = Type.Object({ name: Type.String(), set: Type.Literal(true) });

export const SmsProviderSettings = Type.Object({ ...fields, headers: Type.Array(SmsProviderHeader) });
export type SmsProviderSettings = Static<typeof SmsProviderSettings>;

/** PUT: a header keeps its stored value when `value` is null; a header left out is removed. */
export const SmsProviderHeaderInput = Type.Object(
  {
    name: Type.String({ maxLength: SMS_LIMITS.headerName }),
    value: Nullable(Type.String({ maxLength: SMS_LIMITS.headerValue })),
  },
  { additionalProperties: false },
);
export type SmsProviderHeaderInput = Static<typeof SmsProviderHeaderInput>;

export const SmsProviderUpdate = Type.Object(
  { ...fields, headers: Type.Array(SmsProviderHeaderInput, { maxItems: SMS_LIMITS.headers }) },
  { additionalProperties: false },
);
export type SmsProviderUpdate = Static<typeof SmsProviderUpdate>;

/** POST /api/v1/admin/sms-provider/test: a number to text through the saved provider. */
export const SmsTestRequest = Type.Object(
  { to: Type.String({ maxLength: 32 }) },
  { additionalProperties: false },
);
export type SmsTestRequest = Static<typeof SmsTestRequest>;

/** What the provider answered, shown to the owner as it came. */
export const SmsTestResult = Type.Object({
  outcome: Type.Enum(['sent', 'failed', 'refused', 'kept'] as const),
  status: Nullable(Type.String({ description: 'HTTP status of the answer' })),
  provider_id: Nullable(Type.String()),
  error: Nullable(Type.String()),
  response: Nullable(Type.String({ description: 'The start of the answer body' })),
});
export type SmsTestResult = Static<typeof SmsTestResult>;
