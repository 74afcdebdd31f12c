import { randomBytes } from 'node:crypto';
import type { DbHandle } from '../../db/handle.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { findClearWebhookSecrets, findWebhookSecretsOf, sealWebhookSecret } from './repository.ts';

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * The demo seed writes its keys on a bare database, before the app exists: SECRETS_KEY may be
 * set, or the key the app keeps in settings not yet made, so the seed cannot seal. It stores the
 * secret in clear, and sealClearWebhookSecrets seals it when the app starts, before it serves.
 */
const sealAtStart: Sealer = {
  seal: (plain) => plain,
  open: () => {
    throw new Error('not sealed yet');
  },
};

export const sealerOf = (box: SecretBox | 'seal-at-start'): Sealer =>
  box === 'seal-at-start' ? sealAtStart : box;

/**
 * Seals every webhook secret still in clear: those stored before secrets were sealed (the
 * migration cannot reach the secret box's key) and the demo seed's. Run at each start: a no-op
 * once done; two instances starting together each seal a row once (the UPDATE checks the value).
 */
export async function sealClearWebhookSecrets(db: DbHandle, box: SecretBox): Promise<number> {
  const clear = await findClearWebhookSecrets(db);
  for (const row of clear)
    await sealWebhookSecret(db, row.id, row.webhook_secret, box.seal(row.webhook_secret));
  return clear.length;
}

/** Null for a value sealed with another key (SECRETS_KEY changed) or altered: nothing to sign with. */
function opened(sealer: Sealer, sealed: string): string | null {
  try {
    return sealer.open(sealed);
  } catch {
    return null;
  }
}

export async function signingSecretsOf(
  db: DbHandle,
  sealer: Sealer,
  id: number,
  now: Date,
): Promise<string[]> {
  const row = await findWebhookSecretsOf(db, id);
  if (!row) return [];
  const current = opened(sealer, row.webhook_secret);
  if (current === null) return [];
  const until = row.previous_webhook_secret_until && new Date(row.previous_webhook_secret_until);
  const previous =
    row.previous_webhook_secret && until && until > now ? opened(sealer, row.previous_webhook_secret) : null;
  return previous === null ? [current] : [current, previous];
}
