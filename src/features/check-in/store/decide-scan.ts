import type { QrScanResult, ValidateQrRequest } from '@/domain/contracts/check-in';
import { parseTicketQr } from '@/domain/ticket-qr';
import { ApiError } from '@/lib/api-client';
import { firstAdmissionOf, rejectionMessage, type Verdict } from '../lib/verdict';
import { decideOffline, markAdmitted } from './door-store';

export interface ScanContext {
  eventId: number;
  gate: string;
  deviceId: string;
  validate: (request: ValidateQrRequest, signal: AbortSignal) => Promise<QrScanResult>;
  online: boolean;
  /** How long the door waits for the server before deciding on the device. */
  timeoutMs?: number;
}

/**
 * A venue network can claim to be online while requests hang; a person at the gate must not
 * wait for the browser to give up. A lost reply to a scan the server did admit comes back as
 * a duplicate from the same device when the queue uploads, never as a conflict.
 */
export const ONLINE_VERDICT_TIMEOUT_MS = 3_000;

/**
 * The server cannot answer: nothing came back (status 0), or a proxy or the server itself
 * failed (5xx). Either way the person at the door is decided on the device instead of waiting.
 */
const unreachable = (error: ApiError) => error.status === 0 || error.status >= 500;

/** Online first (the server is the judge of first entry); the device decides only when it cannot ask. */
export async function decideScan(text: string, context: ScanContext): Promise<Verdict> {
  if (!context.online) return decideOffline(context.eventId, text);
  try {
    const result = await context.validate(
      { event_id: context.eventId, qrcode: text, gate: context.gate, device_id: context.deviceId },
      AbortSignal.timeout(context.timeoutMs ?? ONLINE_VERDICT_TIMEOUT_MS),
    );
    await markAdmitted(context.eventId, result.qr_number);
    return { kind: 'online', result };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (unreachable(error)) return decideOffline(context.eventId, text);
    const firstAdmission = firstAdmissionOf(error.body);
    const parsed = parseTicketQr(text);
    // Admitted elsewhere already: the device must refuse it too if the network drops later.
    if (firstAdmission && parsed?.eventId === context.eventId)
      await markAdmitted(parsed.eventId, parsed.number);
    return {
      kind: 'rejected',
      message: rejectionMessage(error.body) ?? error.message,
      offlineReason: null,
      firstAdmission,
    };
  }
}
