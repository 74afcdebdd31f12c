import type {
  PublicPagesResponse,
  PublicPagesSettings,
  SignedOutLandingTarget,
} from '../../../src/domain/contracts/public-pages.ts';
import { availableLandings, landingTarget } from '../../../src/domain/signed-out-landing.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { findLanding, findLandingChoices, replaceLanding } from './repository.ts';

/** The owner's choice and the options that work now. */
export async function publicPagesSettings(db: DbHandle, merchantId: number): Promise<PublicPagesResponse> {
  const choices = await findLandingChoices(db, merchantId);
  return {
    signed_out_landing: await findLanding(db, merchantId),
    available: availableLandings(choices),
    website: choices.website,
  };
}

/** An owner's choice, logged with before and after; an option whose target is missing is refused. */
export async function changePublicPages(
  db: DbHandle,
  owner: { merchant_id: number; username: string },
  settings: PublicPagesSettings,
): Promise<PublicPagesResponse> {
  const landing = settings.signed_out_landing;
  const choices = await findLandingChoices(db, owner.merchant_id);
  if (!availableLandings(choices).includes(landing)) {
    const reason = landing === 'menu' ? 'public_pages.menu_unavailable' : 'public_pages.website_unavailable';
    throw fieldErrors({ signed_out_landing: [msg(reason)] });
  }
  await inTransaction(db, async (trx) => {
    const before = await replaceLanding(trx, owner.merchant_id, landing);
    if (before === landing) return;
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_signed_out_landing',
      plugin: null,
      params: { changes: [{ field: 'signed_out_landing', before, after: landing }] },
    });
  });
  return publicPagesSettings(db, owner.merchant_id);
}

/** Where the app sends a signed-out visitor to the root (public, in the merchant's config). */
export async function signedOutLandingOf(db: DbHandle, merchantId: number): Promise<SignedOutLandingTarget> {
  const [landing, choices] = await Promise.all([
    findLanding(db, merchantId),
    findLandingChoices(db, merchantId),
  ]);
  return landingTarget(landing, choices);
}
