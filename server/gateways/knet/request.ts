import type { AttemptCall } from '../provider.ts';
import { type KnetAccount, KWD, knetAmount } from './account.ts';
import { encryptTrandata } from './cipher.ts';

/** Purchase, and authorisation only (manual K-064, 3.5.4; the kit's SendPerformREQuest.php). */
export const ACTION = { purchase: '1', refund: '2', authorize: '4', inquiry: '8' } as const;

/**
 * Characters KNET refuses in a UDF: CR/LF, those the kit lists (SendPerformREQuest.php, "junk
 * values") and the manual's "hack characters" for UDFs (@ and /, section 9.1.1).
 */
const UDF_FORBIDDEN = /[\r\n!#$%^&*()+[\]\\';,{}|":<>?~`@/=]/g;
const UDF_MAX = 255;

export function sanitiseUdf(value: string | null): string {
  return (value ?? '').replace(UDF_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().slice(0, UDF_MAX);
}

/** Why a URL cannot be KNET's responseURL or errorURL (the kit: no query string), or null. */
function badReturnUrl(url: string): string | null {
  if (url.includes('?') || url.includes('&')) return `KNET return URLs must have no query string: ${url}`;
  if (!/^https?:\/\//.test(url)) return `KNET return URLs must be absolute http(s) URLs: ${url}`;
  return null;
}

/**
 * The plain request in the kit's order (SendPerformREQuest.php): values are sent as they are,
 * unencoded, so a value holding '&' would split the request; the ones we cannot clean are refused.
 */
export function paymentRequest(
  account: KnetAccount,
  call: AttemptCall,
): { ok: true; plain: string } | { ok: false; reason: string } {
  for (const url of [call.urls.response, call.urls.error]) {
    const bad = badReturnUrl(url);
    if (bad) return { ok: false, reason: bad };
  }
  if (/[&=\r\n]/.test(account.tranportalId + account.password)) {
    return {
      ok: false,
      reason: 'The KNET Tranportal ID or password holds a character the plain request cannot carry',
    };
  }
  if (!/^[0-9A-Za-z]{1,40}$/.test(call.reference)) {
    return { ok: false, reason: 'A KNET track id is 1 to 40 letters or digits' };
  }
  const fields: [string, string][] = [
    ['id', account.tranportalId],
    ['password', account.password],
    ['action', call.authorizeOnly ? ACTION.authorize : ACTION.purchase],
    ['langid', call.lang === 'ar' ? 'AR' : 'USA'],
    ['currencycode', KWD.numeric],
    ['amt', knetAmount(call.amountMinor)],
    ['responseURL', call.urls.response],
    ['errorURL', call.urls.error],
    ['trackid', call.reference],
    // Shown in the bank's merchant portal as search criteria; udf3 is KFAST's token and stays empty.
    ['udf1', sanitiseUdf(call.customer.name)],
    ['udf2', sanitiseUdf(call.customer.phone)],
    ['udf3', ''],
    ['udf4', ''],
    ['udf5', ''],
  ];
  return { ok: true, plain: fields.map(([name, value]) => `${name}=${value}`).join('&') };
}

/** The bank page's address (the kit's redirect; `tranportalId` and the URLs also travel in clear). */
export function paymentPageUrl(account: KnetAccount, call: AttemptCall, plain: string): string {
  const trandata = encryptTrandata(plain, account.resourceKey);
  const query = [
    'param=paymentInit',
    `trandata=${trandata}`,
    `tranportalId=${encodeURIComponent(account.tranportalId)}`,
    `responseURL=${encodeURIComponent(call.urls.response)}`,
    `errorURL=${encodeURIComponent(call.urls.error)}`,
  ];
  return `${account.host}/kpg/PaymentHTTP.htm?${query.join('&')}`;
}
