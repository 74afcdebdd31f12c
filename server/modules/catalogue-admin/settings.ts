import type { ShopSettings, ShopSettingsPatch } from '../../../src/domain/contracts/catalogue-admin.ts';
import { currencyDecimals } from '../../../src/domain/money.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { changesOf } from '../branding/service.ts';
import type { Actor } from './products.ts';
import { findShop, lockShop, type ShopRow, updateShop } from './repository.ts';

const settingsOf = (shop: ShopRow): ShopSettings => {
  const currency = shop.currency.trim();
  return {
    title_en: shop.title_en,
    title_ar: shop.title_ar,
    terms_en: shop.terms_en,
    terms_ar: shop.terms_ar,
    hold_minutes: shop.hold_minutes,
    currency_code: currency,
    decimal_places: currencyDecimals(currency),
  };
};

export async function shopSettings(db: DbHandle, merchantId: number): Promise<ShopSettings> {
  const shop = await findShop(db, merchantId);
  if (!shop) throw messageError(404, 'catalogue.not_installed');
  return settingsOf(shop);
}

/** Changes the fields sent, logged with before and after; a title left blank is refused. */
export function changeShopSettings(
  db: DbHandle,
  actor: Actor,
  patch: ShopSettingsPatch,
): Promise<ShopSettings> {
  return inTransaction(db, async (trx) => {
    const shop = await lockShop(trx, actor.merchant_id);
    if (!shop) throw messageError(404, 'catalogue.not_installed');
    const wanted = Object.fromEntries(
      Object.entries(patch).map(([field, value]) => [
        field,
        typeof value === 'string' ? value.trim() : value,
      ]),
    ) as ShopSettingsPatch;
    const errors: Record<string, Msg[]> = {};
    if (wanted.title_en === '') errors.title_en = [msg('errors.blank')];
    if (wanted.title_ar === '') errors.title_ar = [msg('errors.blank')];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const changes = changesOf<ShopSettingsPatch>(shop, wanted);
    if (changes.length === 0) return settingsOf(shop);
    await updateShop(
      trx,
      actor.merchant_id,
      Object.fromEntries(changes.map((change) => [change.field, change.after])),
    );
    await recordActivity(trx, {
      merchantId: actor.merchant_id,
      actor: actor.username,
      action: 'activity.catalogue_settings_changed',
      plugin: 'catalogue',
      params: { changes },
    });
    return shopSettings(trx, actor.merchant_id);
  });
}
