import { readKnetAmount } from '../../../server/gateways/knet/account.ts';
import { parseTranportalXml } from '../../../server/gateways/knet/tranportal.ts';
import { KnetFakeState, type KnetTransaction } from './knet-fake-state.ts';

export interface TranportalAccount {
  tranportalId: string;
  password: string;
}

/** Finds the transaction an inquiry or refund names: udf5 says which id transid holds (manual 3.5.3). */
function find(state: KnetFakeState, fields: Record<string, string>): KnetTransaction | undefined {
  const by = (fields.udf5 ?? '').toLowerCase();
  const value = fields.transid ?? fields.transId ?? '';
  const matches = state.transactions.filter((tx) => {
    if (by === 'trackid') return tx.trackid === value && tx.trackid === fields.trackid;
    if (by === 'paymentid') return tx.paymentid === value;
    if (by === 'refid' || by === 'seqnum') return tx.ref === value;
    return tx.tranid === value;
  });
  return matches.at(-1);
}

/** Answers one tranportal request body (bare XML elements) as the RAW interface does. */
export function answerTranportal(
  state: KnetFakeState,
  account: TranportalAccount,
  body: string,
  refundRefused: () => boolean,
): string {
  const fields = parseTranportalXml(body) ?? {};
  if (fields.id !== account.tranportalId) return KnetFakeState.error('IPAY0100006', 'Invalid tranportal ID');
  if (fields.password !== account.password)
    return KnetFakeState.error('IPAY0100015', 'Invalid tranportal password');
  const amountMinor = readKnetAmount(fields.amt);
  if (amountMinor === null) return KnetFakeState.error('IPAY0100024', 'Invalid amount');
  if (fields.action === '8') {
    const tx = find(state, fields);
    if (!tx) return KnetFakeState.error('IPAY0100054', 'Payment details not available');
    if (tx.amountMinor !== amountMinor)
      return KnetFakeState.error('IPAY0100061', 'Transaction denied due to invalid amount');
    return KnetFakeState.xml(tx);
  }
  if (fields.action === '2') return refund(state, fields, amountMinor, refundRefused);
  return KnetFakeState.error('IPAY0100020', 'Invalid action type');
}

function refund(
  state: KnetFakeState,
  fields: Record<string, string>,
  amountMinor: number,
  refundRefused: () => boolean,
): string {
  const original = find(state, fields);
  if (!original || original.action === '2' || original.result !== 'CAPTURED') {
    return KnetFakeState.error('IPAY0100116', 'Transaction denied due to invalid original transaction ID');
  }
  const trackid = fields.trackid ?? '';
  if (!/^[0-9A-Za-z]{1,40}$/.test(trackid)) return KnetFakeState.error('IPAY0100027', 'Invalid track id');
  if (state.transactions.some((tx) => tx.trackid === trackid))
    return KnetFakeState.error('IPAY0100114', 'Duplicate Record');
  const refused = refundRefused();
  const left = original.amountMinor - original.refundedMinor;
  if (!refused && (amountMinor <= 0 || amountMinor > left)) {
    return KnetFakeState.error('IPAY0100061', 'Transaction denied due to invalid amount');
  }
  const tx: KnetTransaction = {
    action: '2',
    paymentid: state.nextId('1002'),
    tranid: state.nextId('2002'),
    trackid,
    amountMinor,
    result: refused ? 'NOT CAPTURED' : 'CAPTURED',
    ref: refused ? '' : state.nextId('41'),
    auth: '',
    postdate: state.postdate(),
    udf: ['', '', '', '', fields.udf5 ?? ''],
    original: original.tranid,
    refundedMinor: 0,
  };
  state.transactions.push(tx);
  if (!refused) original.refundedMinor += amountMinor;
  return KnetFakeState.xml(tx);
}
