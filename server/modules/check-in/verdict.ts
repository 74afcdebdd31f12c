import type { CheckInSyncResponse, SyncOutcome } from '../../../src/domain/contracts/check-in.ts';
import type { Msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { type Admission, admissionJson, type Place } from './places.ts';

export interface Scan {
  nonce: string;
  eventId: number;
  qrcode: string;
  scannedAt: Date;
}

export interface Door {
  merchantId: number;
  deviceId: string;
  gate: string;
  /** Online scans never conflict: a place already admitted is refused before anyone enters. */
  online: boolean;
  lang: Lang;
}

export type SyncResult = CheckInSyncResponse['results'][number];

export interface Verdict {
  scan: Scan;
  outcome: SyncOutcome;
  /** The place number of a QR whose signature holds. */
  number: string | null;
  place: Place | null;
  reason: Msg | null;
  first: Admission | null;
  /** The scan's event belongs to the merchant: only then is the decision recorded. */
  eventKnown: boolean;
}

export function resultOf(verdict: Verdict, lang: Lang): SyncResult {
  return {
    nonce: verdict.scan.nonce,
    outcome: verdict.outcome,
    qr_number: verdict.place?.number ?? null,
    reason: verdict.reason ? translate(lang, verdict.reason.key, verdict.reason.vars) : null,
    first_admission: verdict.first ? admissionJson(verdict.first) : null,
  };
}
