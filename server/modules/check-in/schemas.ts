import { bearer, errorSchema, errors, text } from '../../lib/schemas.ts';

const tags = ['check-in'];
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const eventId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** A QR text is ~120 characters; anything much longer is not a ticket. */
const qrcode = { type: 'string', minLength: 1, maxLength: 512 } as const;

/**
 * One upload answers at most this many scans; devices split larger queues. 1,000 scans with
 * UUID nonces are ~215 KB of JSON, inside the server's 256 KB body limit (larger is a 413 too).
 */
export const MAX_SYNC_SCANS = 1000;

const admissionSchema = {
  type: 'object',
  required: ['at', 'gate', 'device_id'],
  properties: { at: str, gate: str, device_id: str },
} as const;

/** 400 of a scan: the reason under `qrcode`; an already admitted place also says who was first. */
const scanErrorSchema = {
  ...errorSchema,
  properties: {
    ...errorSchema.properties,
    qrcode: { type: 'array', items: str },
    first_admission: admissionSchema,
  },
} as const;

export const validateSchema = {
  tags,
  summary: 'Check a ticket QR at the door and admit its place once',
  description:
    'Verifies the signature with the event key, then admits the place if nobody was admitted on it yet. ' +
    'Failures are 400 with the reason under qrcode; a second scan also carries first_admission.',
  security: bearer,
  body: {
    type: 'object',
    required: ['event_id', 'qrcode', 'gate', 'device_id'],
    properties: { event_id: eventId, qrcode, gate: text(60), device_id: text(100) },
  },
  response: {
    200: {
      type: 'object',
      required: ['qr_number', 'customer_first_name', 'customer_last_name', 'slot', 'message'],
      properties: {
        qr_number: str,
        customer_first_name: str,
        customer_last_name: str,
        slot: str,
        message: str,
      },
    },
    400: scanErrorSchema,
    ...errors(401, 403, 404),
  },
} as const;

export const ticketListSchema = {
  tags,
  summary: "What a door device keeps to judge the event's tickets offline",
  description:
    'Places as tuples [number, first_name, last_name, slot, canceled, admitted]; places still awaiting ' +
    'payment are left out. Sent gzip-compressed when the client accepts it; If-None-Match with the ' +
    'ETag of an unchanged list answers 304.',
  security: bearer,
  params: { type: 'object', required: ['event_id'], properties: { event_id: eventId } },
  response: {
    200: {
      type: 'object',
      required: ['event_id', 'title', 'public_key', 'generated_at', 'places'],
      properties: {
        event_id: { type: 'integer' },
        title: str,
        public_key: str,
        generated_at: str,
        places: { type: 'array', items: { type: 'array' } },
      },
    },
    304: { type: 'null', description: 'The list has not changed since the ETag sent.' },
    ...errors(401, 403, 404),
  },
} as const;

export const syncSchema = {
  tags,
  summary: "Upload a door device's queued offline scans; the server judges first entry",
  description:
    `At most ${MAX_SYNC_SCANS} scans and 256 KB per request (more is a 413: split the queue). Scans are judged in ` +
    'scanned_at order; a nonce already judged returns its stored answer and is never judged again.',
  security: bearer,
  body: {
    type: 'object',
    required: ['device_id', 'gate', 'scans'],
    properties: {
      device_id: text(100),
      gate: text(60),
      scans: {
        type: 'array',
        items: {
          type: 'object',
          required: ['nonce', 'event_id', 'qrcode', 'scanned_at'],
          properties: {
            nonce: text(64),
            event_id: eventId,
            qrcode,
            scanned_at: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['results'],
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['nonce', 'outcome', 'qr_number', 'reason', 'first_admission'],
            properties: {
              nonce: str,
              outcome: { type: 'string', enum: ['admitted', 'duplicate', 'conflict', 'rejected'] },
              qr_number: nullableStr,
              reason: nullableStr,
              first_admission: { anyOf: [admissionSchema, { type: 'null' }] },
            },
          },
        },
      },
    },
    ...errors(400, 401, 403, 413),
  },
} as const;

export const conflictsSchema = {
  tags,
  summary: 'Places admitted at two gates while offline, newest first (at most 500)',
  security: bearer,
  querystring: { type: 'object', properties: { event_id: eventId } },
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'event_id', 'event', 'qr_number', 'customer_name', 'first', 'second', 'reported_at'],
        properties: {
          id: { type: 'integer' },
          event_id: { type: 'integer' },
          event: str,
          qr_number: str,
          customer_name: str,
          first: admissionSchema,
          second: admissionSchema,
          reported_at: str,
        },
      },
    },
    ...errors(401, 403),
  },
} as const;
