import type { DbHandle } from '../../db/handle.ts';
import { nonFieldError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { findPairing, hasPairingForOrigin } from './repository.ts';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Whether a referring page may use code pairing: its origin was paired. */
export async function refererMayPair(db: DbHandle, referer: string): Promise<boolean> {
  const origin = originOf(referer);
  return origin ? hasPairingForOrigin(db, origin) : false;
}

/** The pairing a code and its pair name, else 400; the caller throttles the guess. */
export async function findPairingOf(db: DbHandle, code: string, pair: string) {
  const found = await findPairing(db, code.trim(), pair.trim());
  if (!found) throw nonFieldError('pairing.invalid');
  return found;
}

/** Logs a pairing used, and answers where it sends the user. */
export async function usePairing(
  db: DbHandle,
  pairing: { merchant_id: number; redirect_url: string },
  pair: string,
): Promise<string> {
  await recordActivity(db, {
    merchantId: pairing.merchant_id,
    actor: 'code pairing',
    action: 'activity.code_paired',
    plugin: null,
    params: { pair: pair.trim() },
  });
  return pairing.redirect_url;
}
