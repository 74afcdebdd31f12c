import type { CheckInAdmission, QrScanResult } from '@/domain/contracts/check-in';
import type { ApiErrorBody } from '@/domain/contracts/common';
import type { DoorPlace } from '@/lib/door-store-types';

/** Why a device refused a ticket with no network; the screen translates these. */
export type OfflineReason =
  | 'invalid'
  /** Signed by a key this device's list does not hold yet: fetch the list again. */
  | 'unknown_key'
  | 'other_event'
  | 'no_list'
  | 'unknown_place'
  | 'canceled'
  /** Bought with a test payment (a provider's test account): never valid for entry. */
  | 'test_ticket'
  | 'already_admitted'
  /** The device itself failed to decide (storage error): scan again. */
  | 'failed';

/**
 * The three outcomes the door must always tell apart (ARCHITECTURE "Offline"): the server
 * admitted the place, the device admitted it alone and queued it, or the ticket was refused.
 */
export type Verdict =
  | { kind: 'online'; result: QrScanResult }
  | { kind: 'offline'; place: DoorPlace; nonce: string; scannedAt: string }
  | {
      kind: 'rejected';
      /** The server's words (SPEC 8), or null when the device decided offline. */
      message: string | null;
      offlineReason: OfflineReason | null;
      /** When and where the place was first admitted, if known. */
      firstAdmission: CheckInAdmission | null;
    };

/**
 * SPEC 8: a QR failure reads the first field of the error response, its values joined with
 * ", " (not the generic message-first rule of the other toasts).
 */
export function rejectionMessage(body: ApiErrorBody | undefined): string | null {
  if (!body) return null;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'first_admission') continue;
    if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string' && item !== '');
      if (texts.length > 0) return texts.join(', ');
    } else if (typeof value === 'string' && value) {
      return value;
    }
  }
  return null;
}

/** The first admission a refusal carries ({ qrcode: [...], first_admission: {...} }). */
export function firstAdmissionOf(body: unknown): CheckInAdmission | null {
  const value = (body as { first_admission?: unknown } | undefined)?.first_admission;
  if (!value || typeof value !== 'object') return null;
  const { at, gate, device_id } = value as Partial<CheckInAdmission>;
  return typeof at === 'string' && typeof gate === 'string'
    ? { at, gate, device_id: typeof device_id === 'string' ? device_id : '' }
    : null;
}
