/**
 * The door of the events plugin (issue 5): QR check-in online, the ticket list a device keeps
 * to judge offline, the upload of offline scans and the conflicts they leave. Paths are under
 * /api/v1/plugins/event; every endpoint needs a token and access_event or scan_eventbooking.
 * Times are ISO 8601. The QR text itself is src/domain/ticket-qr.ts.
 */
import { type Static, Type } from 'typebox';
import { GATE_NAME_MAX } from '../event-gates.ts';
import { ApiErrorBody, Id, Nullable, Text } from './common.ts';

/** A QR text is ~120 characters; anything much longer is not a ticket. */
const QrText = Type.String({ minLength: 1, maxLength: 512 });
const Gate = Text(GATE_NAME_MAX);
const DeviceId = Text(100);

/** Who admitted a place first. */
export const CheckInAdmission = Type.Object({
  at: Type.String(),
  gate: Type.String(),
  device_id: Type.String(),
});
export type CheckInAdmission = Static<typeof CheckInAdmission>;

/** POST /validate_qr_code */
export const ValidateQrRequest = Type.Object({
  event_id: Id,
  qrcode: QrText,
  gate: Gate,
  device_id: DeviceId,
});
export type ValidateQrRequest = Static<typeof ValidateQrRequest>;

/** SPEC 3 "QR scan result". */
export const QrScanResult = Type.Object({
  qr_number: Type.String(),
  customer_first_name: Type.String(),
  customer_last_name: Type.String(),
  slot: Type.String(),
  /** "QR code is valid. Access granted" */
  message: Type.String(),
});
export type QrScanResult = Static<typeof QrScanResult>;

/**
 * A refused scan (400): the reason under `qrcode` (SPEC 8: "Invalid ticket", "Ticket is for
 * another event", "Booking canceled", "Ticket not paid", "Already admitted at Gate 2 at
 * 19:04"); an already admitted place also says who was first.
 */
export const ScanRefusal = Type.Object(
  {
    ...ApiErrorBody.properties,
    qrcode: Type.Optional(Type.Array(Type.String())),
    first_admission: Type.Optional(CheckInAdmission),
  },
  { additionalProperties: Type.Array(Type.String()) },
);

export const TicketListParams = Type.Object({ event_id: Id });

/**
 * GET /check-in/ticket-list/{event_id}: what a door device keeps to decide offline. Places
 * as compact tuples so 10,000 places stay well under 1 MB on the wire (gzip).
 */
export const DoorTicketList = Type.Object({
  event_id: Type.Integer(),
  title: Type.String(),
  /** The current key (raw Ed25519, base64url), for door builds that read only GPT1 tickets. */
  public_key: Type.String(),
  /** Every key the event still admits tickets of: a ticket's kid picks its key. */
  keys: Type.Array(Type.Object({ kid: Type.Integer({ minimum: 1 }), public_key: Type.String() })),
  generated_at: Type.String(),
  /** [number, first_name, last_name, slot, canceled 0|1, admitted 0|1, test payment 0|1] */
  places: Type.Array(
    Type.Tuple([
      Type.String(),
      Type.String(),
      Type.String(),
      Type.String(),
      Type.Enum([0, 1]),
      Type.Enum([0, 1]),
      Type.Enum([0, 1]),
    ]),
  ),
});
export type DoorTicketList = Static<typeof DoorTicketList>;

/** POST /check-in/sync: queued offline scans; idempotent by nonce (a retry gets the same answers). */
export const CheckInSyncRequest = Type.Object({
  device_id: DeviceId,
  gate: Gate,
  scans: Type.Array(
    Type.Object({
      nonce: Text(64),
      event_id: Id,
      qrcode: QrText,
      scanned_at: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type CheckInSyncRequest = Static<typeof CheckInSyncRequest>;

export const SyncOutcome = Type.Enum(['admitted', 'duplicate', 'conflict', 'rejected']);
export type SyncOutcome = Static<typeof SyncOutcome>;

export const CheckInSyncResponse = Type.Object({
  results: Type.Array(
    Type.Object({
      nonce: Type.String(),
      outcome: SyncOutcome,
      qr_number: Nullable(Type.String()),
      reason: Nullable(Type.String()),
      /** For duplicate/conflict: who was first. */
      first_admission: Nullable(CheckInAdmission),
    }),
  ),
});
export type CheckInSyncResponse = Static<typeof CheckInSyncResponse>;

/** GET /check-in/conflicts?event_id=: places admitted at two gates while offline. */
export const ConflictsQuery = Type.Object({ event_id: Type.Optional(Id) });

export const CheckInConflict = Type.Object({
  id: Type.Integer(),
  event_id: Type.Integer(),
  event: Type.String(),
  qr_number: Type.String(),
  customer_name: Type.String(),
  first: CheckInAdmission,
  second: CheckInAdmission,
  reported_at: Type.String(),
});
export type CheckInConflict = Static<typeof CheckInConflict>;
export const CheckInConflicts = Type.Array(CheckInConflict);

/** One entrance of an event (issue 23), which door devices choose from. */
export const EventGate = Type.Object({ id: Type.Integer(), name: Type.String() });
export type EventGate = Static<typeof EventGate>;

/**
 * PUT /admin/events/{id}/gates: the whole list, in order. A gate sent with its id is renamed,
 * one without is added, one left out is removed (past check-ins keep the name they were made at).
 * At most 20, names 1–60 characters and unique whatever their case (src/domain/event-gates.ts).
 */
export const GatesRequest = Type.Object({
  gates: Type.Array(Type.Object({ id: Type.Optional(Id), name: Type.String({ maxLength: 200 }) }), {
    maxItems: 100,
  }),
});
export type GatesRequest = Static<typeof GatesRequest>;

/** One of an event's signing keys, as staff see it: never its key material. */
export const EventKeySummary = Type.Object({
  kid: Type.Integer(),
  created_at: Type.String(),
  retired_at: Nullable(Type.String()),
  /** New tickets carry this one. */
  current: Type.Boolean(),
  /** Doors still admit the tickets it signed (the current key, or a retired one until the event ends). */
  accepted: Type.Boolean(),
});
export type EventKeySummary = Static<typeof EventKeySummary>;

/** GET /admin/events/{id}/check-in: the event's gates, keys and admissions per gate name. */
export const EventCheckInAdmin = Type.Object({
  gates: Type.Array(EventGate),
  keys: Type.Array(EventKeySummary),
  check_ins: Type.Array(Type.Object({ gate: Type.String(), admitted: Type.Integer() })),
});
export type EventCheckInAdmin = Static<typeof EventCheckInAdmin>;

/** POST /admin/events/{id}/keys/rotate: the kid new tickets carry from now on. */
export const KeyRotated = Type.Object({ kid: Type.Integer() });
export type KeyRotated = Static<typeof KeyRotated>;
