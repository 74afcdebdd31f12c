import type { CheckInAdmission, SyncOutcome } from '@/domain/contracts/check-in';

/** Rows a door device keeps in IndexedDB to decide scans with no network (ARCHITECTURE "Offline"). */
export interface DoorEvent {
  event_id: number;
  title: string;
  /** The current key; rows stored before key rotation have only this, and it is their kid 1. */
  public_key: string;
  /** Every key the event still admits tickets of, by kid (raw Ed25519, base64url). */
  keys?: Record<number, string>;
  fetched_at: string;
}

export interface DoorPlace {
  /** `${event_id}:${number}` */
  key: string;
  event_id: number;
  number: string;
  first_name: string;
  last_name: string;
  slot: string;
  canceled: boolean;
  /** Paid on a provider's test account: refused. Absent on lists stored before it existed. */
  test?: boolean;
  /** Admitted by the server when the list was fetched, or by this device since. */
  admitted: boolean;
}

export interface QueuedScan {
  nonce: string;
  event_id: number;
  qrcode: string;
  qr_number: string;
  scanned_at: string;
  /** queued → uploaded when the server answered; the outcome is then kept for the screen. */
  state: 'queued' | 'uploaded';
  outcome: SyncOutcome | null;
  first_admission: CheckInAdmission | null;
  /** The server's reason for a rejected upload, shown to the door staff. */
  reason?: string | null;
}
