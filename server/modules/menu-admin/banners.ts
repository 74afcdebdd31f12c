import type { AdminBanner, BannerPatch, BannerRequest } from '../../../src/domain/contracts/menu-admin.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { deleteBanner, findBanner, insertBanner, listBanners, updateBanner } from './banner-repository.ts';
import { type Actor, changesOf, logMenu, MenuChecks, menuCurrency, notFound } from './common.ts';

export async function menuBanners(db: DbHandle, merchantId: number): Promise<AdminBanner[]> {
  await menuCurrency(db, merchantId);
  return listBanners(db, merchantId);
}

async function checked(
  trx: DbHandle,
  merchantId: number,
  input: BannerRequest,
  kept: readonly (string | null)[] = [],
) {
  await menuCurrency(trx, merchantId);
  const wanted = { ...input, title_en: input.title_en.trim(), title_ar: input.title_ar.trim() };
  const check = new MenuChecks();
  if (!wanted.image_url) check.refuse('image_url', { key: 'errors.blank' });
  else await check.images(trx, merchantId, 'image_url', [wanted.image_url], kept);
  check.done();
  return wanted;
}

async function bannerOf(db: DbHandle, merchantId: number, id: number, lock = false) {
  const row = await findBanner(db, merchantId, id, lock);
  if (!row) throw notFound();
  return row;
}

/** A banner is named in the log by its English title, or its number when it has none. */
const nameOf = (banner: { id: number; title_en: string }) => banner.title_en || `#${banner.id}`;

/**
 * Checks and adds a banner in the caller's transaction, unlogged: the demo seed writes through it,
 * and its first values are nobody's action. `kept`: images that pass as already kept (the demo's
 * own pictures, shipped with the app rather than uploaded).
 */
export async function writeBanner(
  trx: DbHandle,
  merchantId: number,
  input: BannerRequest,
  kept: readonly string[] = [],
) {
  const wanted = await checked(trx, merchantId, input, kept);
  return { id: await insertBanner(trx, { ...wanted, merchant_id: merchantId }), wanted };
}

export function createBanner(db: DbHandle, actor: Actor, input: BannerRequest): Promise<AdminBanner> {
  return inTransaction(db, async (trx) => {
    const { id, wanted } = await writeBanner(trx, actor.merchant_id, input);
    await logMenu(trx, actor, 'banner_created', nameOf({ id, ...wanted }), changesOf({}, wanted));
    return bannerOf(trx, actor.merchant_id, id);
  });
}

export function editBanner(db: DbHandle, actor: Actor, id: number, patch: BannerPatch): Promise<AdminBanner> {
  return inTransaction(db, async (trx) => {
    const { id: _id, ...current } = await bannerOf(trx, actor.merchant_id, id, true);
    const wanted = await checked(trx, actor.merchant_id, { ...current, ...patch }, [current.image_url]);
    const changes = changesOf(current, wanted);
    if (changes.length > 0) {
      await updateBanner(trx, id, wanted);
      await logMenu(trx, actor, 'banner_edited', nameOf({ id, ...wanted }), changes);
    }
    return bannerOf(trx, actor.merchant_id, id);
  });
}

export function removeBanner(db: DbHandle, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const banner = await bannerOf(trx, actor.merchant_id, id, true);
    await deleteBanner(trx, id);
    await logMenu(trx, actor, 'banner_deleted', nameOf(banner), []);
  });
}
