import { knetAmount } from '../../../server/gateways/knet/account.ts';

/** What a test can make the fake KNET do next; each is taken once, by the first call it applies to. */
export type KnetOutcome =
  /** Pay: CAPTURED (APPROVED for an authorisation) through the response leg. */
  | 'success'
  /** Pay: NOT CAPTURED through the response leg. */
  | 'decline'
  /** Pay: CANCELED through the response leg (the manual's sample, section 5). */
  | 'cancel'
  /** Pay: captured, but the response leg never comes (the customer closed the tab); inquiry says CAPTURED. */
  | 'late_success'
  /** Pay: CAPTURED, and the response leg is POSTed twice. */
  | 'duplicate'
  /** Pay: CAPTURED, and the response leg's trandata has bytes flipped. */
  | 'tampered'
  /** The next tranportal call gets no answer until the client gives up. */
  | 'timeout'
  /** The next tranportal call is answered HTTP 500. */
  | 'server_error'
  /** The next tranportal call is answered with text that is not the tranportal's. */
  | 'garbled'
  /** The next refund is answered NOT CAPTURED. */
  | 'refund_refused';

export const PAY_OUTCOMES: readonly KnetOutcome[] = [
  'success',
  'decline',
  'cancel',
  'late_success',
  'duplicate',
  'tampered',
];
export const TRANPORTAL_OUTCOMES: readonly KnetOutcome[] = ['timeout', 'server_error', 'garbled'];

/** One transaction as the fake gateway keeps it: a purchase, an authorisation or a refund. */
export interface KnetTransaction {
  action: string;
  paymentid: string;
  tranid: string;
  trackid: string;
  amountMinor: number;
  result: string;
  ref: string;
  auth: string;
  postdate: string;
  udf: string[];
  /** A refund's original transaction id; '' for a payment. */
  original: string;
  refundedMinor: number;
}

/** A payment the bank page is showing, between initialisation and Pay or Cancel. */
export interface KnetSession {
  paymentid: string;
  fields: Record<string, string>;
}

export class KnetFakeState {
  readonly queue: KnetOutcome[] = [];
  readonly transactions: KnetTransaction[] = [];
  readonly sessions = new Map<string, KnetSession>();
  private counter = 0;

  constructor(private readonly clock: () => Date) {}

  take(allowed: readonly KnetOutcome[]): KnetOutcome | null {
    const index = this.queue.findIndex((outcome) => allowed.includes(outcome));
    return index < 0 ? null : (this.queue.splice(index, 1)[0] ?? null);
  }

  /** KNET's ids are long digit strings (the manual's samples: paymentid 8962225231041180). */
  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${String(Date.now()).slice(-9)}${String(this.counter).padStart(6, '0')}`;
  }

  postdate(): string {
    const now = this.clock();
    return `${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCDate()).padStart(2, '0')}`;
  }

  /** The response-leg plain text, in the order of the manual's samples (section 5). */
  static plain(tx: KnetTransaction): string {
    const result = encodeURIComponent(tx.result).replace(/%20/g, '+');
    const parts = [
      `paymentid=${tx.paymentid}`,
      `result=${result}`,
      `auth=${tx.auth}`,
      'avr=N',
      `ref=${tx.ref}`,
      `tranid=${tx.tranid}`,
      `postdate=${tx.postdate}`,
      `trackid=${tx.trackid}`,
      ...tx.udf.map((value, i) => `udf${i + 1}=${value}`),
      `amt=${knetAmount(tx.amountMinor)}`,
    ];
    if (tx.result === 'CAPTURED' || tx.result === 'APPROVED') parts.push('authRespCode=00');
    return parts.join('&');
  }

  /** The tranportal's answer elements, in the order of the manual's refund sample (3.7.3). */
  static xml(tx: KnetTransaction): string {
    const fields: [string, string][] = [
      ['result', tx.result],
      ['payid', tx.paymentid],
      ['trackid', tx.trackid],
      ['udf1', tx.udf[0] ?? ''],
      ['udf5', tx.udf[4] ?? ''],
      ['ref', tx.ref],
      ['auth', tx.auth],
      ['postdate', tx.postdate],
      ['tranid', tx.tranid],
      ['amt', knetAmount(tx.amountMinor)],
    ];
    return fields.map(([name, value]) => `<${name}>${value}</${name}>`).join('');
  }

  static error(code: string, text: string): string {
    return `<error_code_tag>${code}</error_code_tag><error_service_tag>null</error_service_tag><error_text>${code}-${text}</error_text>`;
  }
}
