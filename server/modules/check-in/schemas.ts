import { Type } from 'typebox';
import {
  CheckInConflicts,
  CheckInSyncRequest,
  CheckInSyncResponse,
  ConflictsQuery,
  DoorTicketList,
  QrScanResult,
  ScanRefusal,
  TicketListParams,
  ValidateQrRequest,
} from '../../../src/domain/contracts/check-in.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['check-in'];

/**
 * One upload answers at most this many scans; devices split larger queues. 1,000 scans with
 * UUID nonces are ~215 KB of JSON, inside the server's 256 KB body limit (larger is a 413 too).
 */
export const MAX_SYNC_SCANS = 1000;

export const validateSchema = {
  tags,
  summary: 'Check a ticket QR at the door and admit its place once',
  description:
    'Verifies the signature with the event key, then admits the place if nobody was admitted on it yet. ' +
    'Failures are 400 with the reason under qrcode; a second scan also carries first_admission.',
  security: bearer,
  body: ValidateQrRequest,
  response: { 200: QrScanResult, 400: ScanRefusal, ...errors(401, 403, 404) },
};

/**
 * The list is sent as the JSON text PostgreSQL assembled (10,000 places never become JavaScript
 * objects), gzip-compressed when the client accepts it: documented as the DoorTicketList it
 * encodes, typed as the text or bytes the route sends.
 */
const builtTicketList = Type.Unsafe<string | Buffer>(DoorTicketList);

export const ticketListSchema = {
  tags,
  summary: "What a door device keeps to judge the event's tickets offline",
  description:
    'Places as tuples [number, first_name, last_name, slot, canceled, admitted]; places still awaiting ' +
    'payment are left out. Sent gzip-compressed when the client accepts it; If-None-Match with the ' +
    'ETag of an unchanged list answers 304.',
  security: bearer,
  params: TicketListParams,
  response: {
    200: builtTicketList,
    304: Type.Unsafe<void>({ description: 'The list has not changed since the ETag sent.' }),
    ...errors(401, 403, 404),
  },
};

export const syncSchema = {
  tags,
  summary: "Upload a door device's queued offline scans; the server judges first entry",
  description:
    `At most ${MAX_SYNC_SCANS} scans and 256 KB per request (more is a 413: split the queue). Scans are judged in ` +
    'scanned_at order; a nonce already judged returns its stored answer and is never judged again.',
  security: bearer,
  body: CheckInSyncRequest,
  response: { 200: CheckInSyncResponse, ...errors(400, 401, 403, 413) },
};

export const conflictsSchema = {
  tags,
  summary: 'Places admitted at two gates while offline, newest first (at most 500)',
  security: bearer,
  querystring: ConflictsQuery,
  response: { 200: CheckInConflicts, ...errors(401, 403) },
};
