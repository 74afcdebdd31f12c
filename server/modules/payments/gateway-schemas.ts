import { Type } from 'typebox';
import {
  AttemptPageParams,
  SandboxCallbackBody,
  SandboxCallbackResponse,
} from '../../../src/domain/contracts/platform.ts';
import { errors } from '../../lib/schemas.ts';

const tags = ['gateways'];
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

/**
 * The browser-facing routes stay out of the API document (`hide`): they answer HTML and
 * redirects, not the JSON API; their responses are still declared with their content types.
 */
export const sandboxPageSchema = {
  hide: true,
  tags,
  summary: "The sandbox gateway's hosted page: approve, decline or cancel an attempt",
  params: AttemptPageParams,
  response: { 200: html('The hosted page'), 404: html('No such attempt') },
};

export const sandboxPressSchema = {
  hide: true,
  tags,
  summary: "The hosted page's form: sends the signed callback, then returns the customer",
  consumes: ['application/x-www-form-urlencoded'],
  params: AttemptPageParams,
  response: {
    303: Type.Null({
      description: "To the attempt's result page",
      headers: { location: Type.String() },
    }),
    ...errors(404),
  },
};

export const callbackSchema = {
  tags,
  summary: 'Signed result of a sandbox payment (X-Sandbox-Timestamp, X-Sandbox-Signature = HMAC-SHA256)',
  body: SandboxCallbackBody,
  response: { 200: SandboxCallbackResponse, ...errors(400, 401, 404, 409) },
};

const toProvider = {
  303: Type.Null({
    description: "To the provider's payment page, or the attempt's result page",
    headers: { location: Type.String() },
  }),
  404: html('No such attempt at a provider'),
};

export const providerGoSchema = {
  hide: true,
  tags,
  summary: "Starts the attempt at its provider (after the attempt's commit) and sends the customer there",
  params: AttemptPageParams,
  response: toProvider,
};

const ReturnParams = Type.Object({
  attempt_id: Type.String({ maxLength: 64 }),
  leg: Type.Union([Type.Literal('response'), Type.Literal('error')]),
});

export const providerReturnSchema = {
  tags,
  summary:
    "A provider's report on an attempt (KNET's responseURL and errorURL, MyFatoorah's CallBackUrl and ErrorUrl): confirmed by inquiry before anything is applied",
  params: ReturnParams,
  response: {
    200: {
      description: "KNET's response leg: `REDIRECT=<result page>`",
      content: { 'text/plain': { schema: Type.String() } },
    },
    303: Type.Null({ description: "To the attempt's result page", headers: { location: Type.String() } }),
    404: html('No such attempt at a provider'),
  },
};

export const providerWebhookSchema = {
  tags,
  summary:
    "A provider's webhook (MyFatoorah Webhook V2) to one gateway's URL: its signature is verified before anything is read, and each event applies once",
  params: Type.Object({ webhook_key: Type.String({ maxLength: 64 }) }),
  response: { 200: Type.Object({ status: Type.String() }), ...errors(400, 401, 404) },
};
