import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  AppearanceSettings,
  AppearanceUpdate,
  CustomerAppearance,
  PluginAppearance,
} from '../../../src/domain/contracts/appearance.ts';
import { themeVariables } from '../../../src/domain/theme-variables.ts';
import {
  DEFAULT_THEME,
  isThemedPlugin,
  isThemeName,
  THEMED_PLUGINS,
  type ThemedPlugin,
} from '../../../src/domain/themes.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { recordActivity } from '../activity/service.ts';
import {
  type AppearanceRow,
  findAppearance,
  listAppearance,
  lockMerchant,
  saveAppearance,
} from './repository.ts';

const DEFAULTS: PluginAppearance = {
  theme: DEFAULT_THEME,
  show_social_links: true,
  show_language_button: true,
};

/** A stored row as settings; a theme a later release no longer has falls back to the default. */
const fromRow = (row: AppearanceRow | undefined): PluginAppearance =>
  row
    ? {
        theme: isThemeName(row.theme) ? row.theme : DEFAULT_THEME,
        show_social_links: row.show_social_links,
        show_language_button: row.show_language_button,
      }
    : { ...DEFAULTS };

function settingsOf(rows: AppearanceRow[]): AppearanceSettings {
  return Object.fromEntries(
    THEMED_PLUGINS.map((plugin) => [plugin, fromRow(rows.find((row) => row.plugin === plugin))]),
  ) as AppearanceSettings;
}

export async function appearanceSettings(db: DbHandle, merchantId: number): Promise<AppearanceSettings> {
  return settingsOf(await listAppearance(db, merchantId));
}

const FIELDS = ['theme', 'show_social_links', 'show_language_button'] as const;

/** Saves the plugins given, logging each field that changed (before and after) in the same transaction. */
export async function updateAppearance(
  db: DbHandle,
  actor: { merchant_id: number; username: string },
  update: AppearanceUpdate,
): Promise<AppearanceSettings> {
  return inTransaction(db, async (trx) => {
    await lockMerchant(trx, actor.merchant_id);
    const current = settingsOf(await listAppearance(trx, actor.merchant_id));
    const changes: ActivityChange[] = [];
    for (const plugin of THEMED_PLUGINS) {
      const next = update[plugin];
      if (!next) continue;
      const fieldChanges = FIELDS.filter((field) => current[plugin][field] !== next[field]).map((field) => ({
        field: `${plugin}.${field}`,
        before: current[plugin][field],
        after: next[field],
      }));
      if (fieldChanges.length === 0) continue;
      await saveAppearance(trx, actor.merchant_id, { plugin, ...next });
      current[plugin] = { ...next };
      changes.push(...fieldChanges);
    }
    if (changes.length > 0) {
      await recordActivity(trx, {
        merchantId: actor.merchant_id,
        actor: actor.username,
        action: 'activity.settings_appearance',
        plugin: null,
        params: { changes },
      });
    }
    return current;
  });
}

/**
 * What a customer page of `plugin` gets with its data. A plugin without settings of its own
 * (catalogue, Shopify…) looks as the defaults say.
 */
export async function customerAppearance(
  db: DbHandle,
  merchantId: number,
  plugin: string,
): Promise<CustomerAppearance> {
  const settings = isThemedPlugin(plugin)
    ? fromRow(await findAppearance(db, merchantId, plugin as ThemedPlugin))
    : { ...DEFAULTS };
  return { ...settings, variables: themeVariables(settings.theme) };
}
