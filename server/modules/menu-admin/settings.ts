import type { MenuSettings, MenuSettingsPatch } from '../../../src/domain/contracts/menu-admin.ts';
import { nameProblem } from '../../../src/domain/menu-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { type Actor, changesOf, logMenu, MenuChecks } from './common.ts';
import { findMenuConfig, type MenuConfigRow, updateMenuConfig } from './settings-repository.ts';

const present = (row: MenuConfigRow): MenuSettings => ({
  title_en: row.title_en,
  title_ar: row.title_ar,
  welcome_en: row.welcome_en,
  welcome_ar: row.welcome_ar,
  header_color: row.header_color,
  header_image_url: row.header_image_url,
  delivery_types: row.delivery_types as MenuSettings['delivery_types'],
  default_delivery_type: row.default_delivery_type as MenuSettings['default_delivery_type'],
  currency_code: row.currency.trim(),
});

async function configOf(db: DbHandle, merchantId: number, lock = false) {
  const row = await findMenuConfig(db, merchantId, lock);
  if (!row) throw messageError(404, 'food.not_installed');
  return row;
}

export async function menuSettings(db: DbHandle, merchantId: number): Promise<MenuSettings> {
  return present(await configOf(db, merchantId));
}

/** Changes the menu's titles, welcome, header and delivery types; the currency stays. */
export function changeMenuSettings(
  db: DbHandle,
  actor: Actor,
  patch: MenuSettingsPatch,
): Promise<MenuSettings> {
  return inTransaction(db, async (trx) => {
    const current = present(await configOf(trx, actor.merchant_id, true));
    const { currency_code: _currency, ...editable } = current;
    const wanted = {
      ...editable,
      ...patch,
      title_en: (patch.title_en ?? current.title_en).trim(),
      title_ar: (patch.title_ar ?? current.title_ar).trim(),
      header_color: (patch.header_color ?? current.header_color).toLowerCase(),
      delivery_types: [...new Set(patch.delivery_types ?? current.delivery_types)],
    };
    const check = new MenuChecks();
    check.refuse('title_en', nameProblem(wanted.title_en));
    check.refuse('title_ar', nameProblem(wanted.title_ar));
    if (!wanted.delivery_types.includes(wanted.default_delivery_type))
      check.refuse('default_delivery_type', { key: 'menu_admin.default_type_not_offered' });
    await check.images(
      trx,
      actor.merchant_id,
      'header_image_url',
      [wanted.header_image_url],
      [current.header_image_url],
    );
    check.done();
    const changes = changesOf(current, wanted);
    if (changes.length === 0) return current;
    await updateMenuConfig(trx, actor.merchant_id, {
      ...Object.fromEntries(changes.map((change) => [change.field, change.after])),
      ...(changes.some((change) => change.field === 'delivery_types')
        ? { delivery_types: JSON.stringify(wanted.delivery_types) }
        : {}),
    });
    await logMenu(trx, actor, 'settings_changed', wanted.title_en, changes);
    return present(await configOf(trx, actor.merchant_id));
  });
}
