/**
 * One call to MyFatoorah's v2 REST API and the reading of its envelope. Every answer has
 * IsSuccess, Message, ValidationErrors and Data (https://docs.myfatoorah.com/docs/overview);
 * a refused token is a 401, rate limiting a 429.
 */
import { DEFAULT_HOSTS } from '../../../src/domain/gateway-credentials.ts';
import { currencyDecimals, formatAmount, parseDecimal } from '../../../src/domain/money.ts';
import type { ProviderAccount, ProviderHttp } from '../provider.ts';

export type MfAnswer =
  | { kind: 'ok'; data: Record<string, unknown> }
  /** MyFatoorah (or the outbound policy) said no; asking the same again will not help. */
  | { kind: 'rejected'; httpStatus: number; message: string; fields: string[] }
  /** No usable answer: timeout, network, rate limit, a server error. */
  | { kind: 'unreachable'; reason: string };

export const DEFAULT_TIMEOUT_MS = 20_000;

export function baseUrl(account: ProviderAccount): string {
  const configured = account.credentials.base_url?.trim();
  return (configured || DEFAULT_HOSTS.myfatoorah[account.mode]).replace(/\/+$/, '');
}

/**
 * Amounts travel as JSON numbers. They are written from the decimal text of the minor
 * units ("12.500"), never from a float, through a marker JSON.stringify leaves alone.
 */
export class Decimal {
  constructor(readonly text: string) {}
  static of(minor: number, currency: string): Decimal {
    return new Decimal(formatAmount(minor, currency));
  }
}
const MARK = '@@mf-decimal:';

export function toJson(body: Record<string, unknown>): string {
  const text = JSON.stringify(body, (_key, value: unknown) =>
    value instanceof Decimal ? `${MARK}${value.text}` : value,
  );
  return text.replace(new RegExp(`"${MARK}(-?\\d+(?:\\.\\d+)?)"`, 'g'), '$1');
}

/** A JSON number or numeric text from MyFatoorah in minor units of `currency`; null when unreadable. */
export function minorOf(value: unknown, currency: string): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  // A parsed JSON number is read through its shortest decimal text, as money.ts parseAmount does.
  const text = String(value).trim();
  if (/e/i.test(text)) return null;
  const parsed = parseDecimal(text, currencyDecimals(currency));
  return parsed.ok ? parsed.minor : null;
}

export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function rejection(httpStatus: number, json: unknown): MfAnswer {
  const envelope = record(json);
  const errors = Array.isArray(envelope.ValidationErrors) ? envelope.ValidationErrors.map(record) : [];
  const details = errors.map((error) => `${text(error.Name)}: ${text(error.Error)}`.trim());
  const message = [text(envelope.Message), ...details].filter(Boolean).join('; ');
  return {
    kind: 'rejected',
    httpStatus,
    message: message || `HTTP ${httpStatus}`,
    fields: errors.map((error) => text(error.Name)),
  };
}

export async function callMf(
  http: ProviderHttp,
  account: ProviderAccount,
  endpoint: string,
  body: Record<string, unknown>,
  timeoutMs: number,
): Promise<MfAnswer> {
  const result = await http({
    url: `${baseUrl(account)}/v2/${endpoint}`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${account.credentials.api_token ?? ''}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: toJson(body),
    timeoutMs,
    maxResponseBytes: 512 * 1024,
  });
  if (result.outcome === 'refused')
    return { kind: 'rejected', httpStatus: 0, message: result.reason, fields: [] };
  if (result.outcome === 'failed') return { kind: 'unreachable', reason: result.reason };
  const { status } = result;
  if (status === 401) {
    return {
      kind: 'rejected',
      httpStatus: 401,
      message: 'MyFatoorah refused the API token (401)',
      fields: [],
    };
  }
  if (status === 429 || status >= 500)
    return { kind: 'unreachable', reason: `MyFatoorah answered HTTP ${status}` };
  const json = parseJson(result.body);
  const envelope = record(json);
  if (status >= 200 && status < 300 && envelope.IsSuccess === true) {
    return { kind: 'ok', data: record(envelope.Data) };
  }
  // A 2xx that is not the documented envelope was cut short or garbled: nothing can be read from it.
  if (status >= 200 && status < 300 && typeof envelope.IsSuccess !== 'boolean') {
    return { kind: 'unreachable', reason: `MyFatoorah answered HTTP ${status} without its envelope` };
  }
  return rejection(status, json);
}
