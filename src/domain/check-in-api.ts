/**
 * Request and response shapes of the events check-in API (issue 5), split from events-api.ts.
 * Paths are under /api/v1/plugins/event; every endpoint needs a token and scan_eventbooking.
 * Times are ISO 8601.
 */

/**
 * The QR text of one place: `GPT1.{event_id}.{number}.{signature}` where signature is the
 * base64url Ed25519 signature of `GPT1.{event_id}.{number}` by the event's key
 * (src/domain/ticket-qr.ts encodes, parses and verifies it, in the browser and on the server).
 */
export interface TicketQrPayload {
  eventId: number;
  number: string;
}

/** SPEC 3 "QR scan result". POST /validate_qr_code { event_id, qrcode, gate, device_id } → 200 */
export interface QrScanResult {
  qr_number: string;
  customer_first_name: string;
  customer_last_name: string;
  slot: string;
  message: string; // "QR code is valid. Access granted"
}
export interface ValidateQrRequest {
  event_id: number;
  qrcode: string;
  gate: string;
  device_id: string;
}
/**
 * Failures are 400 with the reason as the first field (SPEC 8: values joined with ", "):
 * { qrcode: ["Invalid ticket"] }, { qrcode: ["Ticket is for another event"] },
 * { qrcode: ["Booking canceled"] }, { qrcode: ["Ticket not paid"] },
 * { qrcode: ["Already admitted at Gate 2 at 19:04"], first_admission: CheckInAdmission }.
 */
export interface CheckInAdmission {
  at: string;
  gate: string;
  device_id: string;
}

/**
 * GET /check-in/ticket-list/{event_id} — what a door device keeps to decide offline. Places
 * as compact tuples so 10,000 places stay well under 1 MB on the wire (gzip).
 */
export interface DoorTicketList {
  event_id: number;
  title: string;
  /** raw Ed25519 public key, base64url */
  public_key: string;
  generated_at: string;
  /** [number, first_name, last_name, slot, canceled 0|1, admitted 0|1] */
  places: [string, string, string, string, 0 | 1, 0 | 1][];
}

/** POST /check-in/sync — queued offline scans; idempotent by nonce (a retry gets the same answers). */
export interface CheckInSyncRequest {
  device_id: string;
  gate: string;
  scans: { nonce: string; event_id: number; qrcode: string; scanned_at: string }[];
}
export type SyncOutcome = 'admitted' | 'duplicate' | 'conflict' | 'rejected';
export interface CheckInSyncResponse {
  results: {
    nonce: string;
    outcome: SyncOutcome;
    qr_number: string | null;
    reason: string | null;
    /** For duplicate/conflict: who was first. */
    first_admission: CheckInAdmission | null;
  }[];
}

/** GET /check-in/conflicts?event_id= — a place admitted at two gates while offline. */
export interface CheckInConflict {
  id: number;
  event_id: number;
  event: string;
  qr_number: string;
  customer_name: string;
  first: CheckInAdmission;
  second: CheckInAdmission;
  reported_at: string;
}
