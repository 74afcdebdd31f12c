import type { ProviderHttp } from '../provider.ts';
import type { KnetAccount } from './account.ts';

/**
 * The tranportal's RAW interface for inquiry (action 8) and refund (action 2): a POST of bare
 * XML elements with `Content-type: application/xml` to /kpg/tranPipe.htm?param=tranInit,
 * answered by bare elements (<result>CAPTURED</result><payid>…</payid>…). Manual K-064, 3.7.2
 * and 3.7.3; the inquiry's udf5/transid rules are 3.5.3.
 */
const TRANPIPE_PATH = '/kpg/tranPipe.htm?param=tranInit';
export const DEFAULT_TIMEOUT_MS = 30_000;

export type TranportalAnswer =
  | { kind: 'fields'; fields: Readonly<Record<string, string>> }
  /** The gateway answered with an IPAY error code (section 10 of the manual). */
  | { kind: 'error'; code: string; text: string }
  /** Timeout, network, an HTTP error or an answer that is not the tranportal's. */
  | { kind: 'unknown'; reason: string };

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function tranportalXml(account: KnetAccount, fields: readonly (readonly [string, string])[]): string {
  const all: (readonly [string, string])[] = [
    ['id', account.tranportalId],
    ['password', account.password],
    ...fields,
  ];
  return all.map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('');
}

/** Bare `<name>value</name>` elements, with or without a wrapping element; null when there are none. */
export function parseTranportalXml(body: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const element = /<([A-Za-z_][\w]*)>([^<]*)<\/\1>/g;
  let found = false;
  for (const match of body.matchAll(element)) {
    fields[match[1] as string] = unescapeXml((match[2] as string).trim());
    found = true;
  }
  return found ? fields : null;
}

const IPAY_CODE = /IPAY\d{7}/;

export async function callTranportal(
  http: ProviderHttp,
  account: KnetAccount,
  fields: readonly (readonly [string, string])[],
  timeoutMs: number,
): Promise<TranportalAnswer> {
  const result = await http({
    url: `${account.host}${TRANPIPE_PATH}`,
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body: tranportalXml(account, fields),
    timeoutMs,
  });
  if (result.outcome !== 'response') return { kind: 'unknown', reason: result.reason };
  if (result.status < 200 || result.status >= 300)
    return { kind: 'unknown', reason: `KNET answered HTTP ${result.status}` };
  const parsed = parseTranportalXml(result.body.toString('utf8'));
  if (!parsed) return { kind: 'unknown', reason: 'KNET answered something that is not a tranportal answer' };
  // Errors come as error_code_tag/error_text (the FSS plugin's setTransactionData), or as a
  // result that carries the code itself.
  const errorSource =
    parsed.error_code_tag || parsed.error_text || (IPAY_CODE.test(parsed.result ?? '') ? parsed.result : '');
  if (errorSource) {
    const code =
      IPAY_CODE.exec(
        `${parsed.error_code_tag ?? ''} ${parsed.error_text ?? ''} ${parsed.result ?? ''}`,
      )?.[0] ?? '';
    return { kind: 'error', code, text: parsed.error_text || parsed.result || code };
  }
  if (!parsed.result) return { kind: 'unknown', reason: 'KNET answered without a result' };
  return { kind: 'fields', fields: parsed };
}
