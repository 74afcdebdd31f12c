import { renderTemplate } from '../../../src/domain/message-template.ts';
import {
  escapeFor,
  jsonPathValue,
  type SmsContentType,
  type SmsMethod,
  type SmsSuccessRule,
} from '../../../src/domain/sms-provider.ts';
import { type OutboundOptions, outboundRequest } from '../../lib/outbound/request.ts';

export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * sent: the provider accepted it; failed: it did not, or could not be reached (may heal, so
 * retried); refused: the address is forbidden (retrying cannot help); kept: no provider, the
 * message stays in the Outbox by design, which the worker must not mistake for a sent one.
 */
export interface SmsResult {
  outcome: 'sent' | 'failed' | 'refused' | 'kept';
  providerId?: string;
  /** The provider's answer, "HTTP 200". */
  status?: string;
  error?: string;
  /** The start of the answer's body, for the owner's test send. */
  response?: string;
}

export interface SmsAdapter {
  send(message: SmsMessage): Promise<SmsResult>;
}

/** Today's behaviour, and the default: SMS are kept for the Outbox, not sent. */
export const keptAdapter: SmsAdapter = { send: async () => ({ outcome: 'kept' }) };

export interface HttpProviderConfig {
  url: string;
  method: SmsMethod;
  content_type: SmsContentType;
  /** Opened header values: only ever in memory, for the request. */
  headers: { name: string; value: string }[];
  body_template: string;
  success_rule: SmsSuccessRule;
  success_text: string;
  success_path: string;
  id_path: string;
  sender: string;
}

export const SMS_TIMEOUT_MS = 10_000;
const RESPONSE_SHOWN = 500;
const CONTENT_TYPES: Record<SmsContentType, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Why a 2xx answer still does not count as accepted under the rule, or null when it does. */
function ruleRefusal(config: HttpProviderConfig, body: string, json: unknown): string | null {
  if (config.success_rule === 'body_contains')
    return body.includes(config.success_text) ? null : `The answer does not contain "${config.success_text}"`;
  if (config.success_rule === 'json_field') {
    const value = jsonPathValue(json, config.success_path);
    if (value !== undefined && String(value) === config.success_text) return null;
    return `${config.success_path} is ${value === undefined ? 'missing' : JSON.stringify(value)}, not "${config.success_text}"`;
  }
  return null;
}

/**
 * The generic HTTP provider: the body template filled with values escaped for its content type,
 * sent through outboundRequest (the rules for merchant-given addresses), the answer judged by
 * the success rule. Header values never reach a result: a provider echoing them is redacted.
 */
export function httpAdapter(config: HttpProviderConfig, outbound: OutboundOptions): SmsAdapter {
  const secrets = config.headers.map((header) => header.value).filter((value) => value.length >= 4);
  const redact = (text: string) => secrets.reduce((out, secret) => out.split(secret).join('••••'), text);
  return {
    async send({ to, text }) {
      const rendered = renderTemplate(
        config.body_template,
        { to, text, sender: config.sender },
        escapeFor(config.content_type),
      );
      const get = config.method === 'GET';
      const url = get ? `${config.url}${config.url.includes('?') ? '&' : '?'}${rendered}` : config.url;
      const headers: Record<string, string> = { 'user-agent': 'GulfPay-SMS/1' };
      if (!get) headers['content-type'] = `${CONTENT_TYPES[config.content_type]}; charset=utf-8`;
      for (const header of config.headers) headers[header.name.toLowerCase()] = header.value;
      const result = await outboundRequest(
        { url, method: config.method, headers, body: get ? undefined : rendered, timeoutMs: SMS_TIMEOUT_MS },
        outbound,
      );
      if (result.outcome === 'refused') return { outcome: 'refused', error: `Refused: ${result.reason}` };
      if (result.outcome === 'failed') return { outcome: 'failed', error: redact(result.reason) };
      const body = result.body.toString('utf8');
      const json = parseJson(body);
      const status = `HTTP ${result.status}`;
      const response = redact(body.slice(0, RESPONSE_SHOWN));
      const id = config.id_path ? jsonPathValue(json, config.id_path) : undefined;
      const providerId =
        typeof id === 'string' || typeof id === 'number' ? redact(String(id)).slice(0, 200) : undefined;
      const ok = result.status >= 200 && result.status < 300;
      const refusal = ok ? ruleRefusal(config, body, json) : `${status}: ${response.slice(0, 200)}`;
      if (refusal === null) return { outcome: 'sent', providerId, status, response };
      return { outcome: 'failed', providerId, status, error: redact(refusal), response };
    },
  };
}
