import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { Branding } from '../../../src/domain/contracts/branding.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { findDefaultMerchant } from '../merchant/service.ts';
import { type Actor, changesOf } from './changes.ts';
import { BrandingChecks } from './checks.ts';
import { findBranding, findBrandingForUpdate, saveBranding } from './repository.ts';

export { type Actor, changesOf } from './changes.ts';
export { createUnit, editUnit, removeUnit, unitsPage, writeUnit } from './units.ts';

export async function brandingOf(db: DbHandle, merchantId: number): Promise<Branding> {
  const branding = await findBranding(db, merchantId);
  if (!branding) throw messageError(404, 'errors.not_found');
  return branding;
}

/** Checks `input` against the stored branding; what to store, and what it changes. */
function checked(input: Branding, current: Branding): { wanted: Branding; changes: ActivityChange[] } {
  const check = new BrandingChecks();
  const wanted: Branding = {
    title_en: check.title('title_en', input.title_en),
    title_ar: check.title('title_ar', input.title_ar),
    subheader: input.subheader.trim(),
    logo_url: check.image('logo_url', input.logo_url, current.logo_url),
    favicon_url: check.image('favicon_url', input.favicon_url, current.favicon_url),
  };
  check.done();
  return { wanted, changes: changesOf(current, wanted) };
}

/**
 * Writes the merchant's branding inside the caller's transaction, checked as the page's are;
 * the changes made. The demo seed calls it directly: its first values are nobody's action to log.
 */
export async function writeBranding(
  trx: DbHandle,
  merchantId: number,
  input: Branding,
): Promise<ActivityChange[]> {
  const current = await findBrandingForUpdate(trx, merchantId);
  if (!current) throw messageError(404, 'errors.not_found');
  const { wanted, changes } = checked(input, current);
  if (changes.length > 0) await saveBranding(trx, merchantId, wanted);
  return changes;
}

/** An owner's change of the branding, logged with each field before and after. */
export async function updateBranding(db: DbHandle, actor: Actor, input: Branding): Promise<Branding> {
  return inTransaction(db, async (trx) => {
    const changes = await writeBranding(trx, actor.merchant_id, input);
    if (changes.length > 0)
      await recordActivity(trx, {
        merchantId: actor.merchant_id,
        actor: actor.username,
        action: 'activity.settings_branding_changed',
        plugin: null,
        params: { changes },
      });
    return brandingOf(trx, actor.merchant_id);
  });
}

/** This deployment's merchant's favicon, for the head of every page the server sends. */
export async function merchantFavicon(db: DbHandle): Promise<string | null> {
  return (await findDefaultMerchant(db))?.favicon_url ?? null;
}
