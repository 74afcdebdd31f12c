import type {
  DashboardSection,
  MerchantConfig,
  MerchantSettings,
} from '../../../src/domain/contracts/merchant.ts';
import {
  hasPermission,
  pluginAccessPermission,
  tableHeaderPermission,
} from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { signedOutLandingOf } from '../public-pages/service.ts';
import { settingsOf } from './payment-settings.ts';
import { findDefaultMerchant, findMerchant, installedPlugins } from './repository.ts';
import { type SectionViewer, visibleSections } from './section-grants.ts';

export {
  addressAreasOf,
  type PaymentDefaults,
  pausedError,
  paymentDefaults,
  updateSettings,
  writeSettings,
} from './payment-settings.ts';
export { findDefaultMerchant, findMerchant, installedPlugins, type Merchant } from './repository.ts';
export { type EnabledPlugin, SECTION_LABELS } from './section-grants.ts';

/** The public details of this deployment's merchant, in the reader's language; 404 before one is seeded. */
export async function merchantConfig(
  db: DbHandle,
  lang: Lang,
  sessionIdleMs: number,
  /** Whether the merchant has an active gateway in test mode (the gateways module answers). */
  testMode: (merchantId: number) => Promise<boolean>,
): Promise<MerchantConfig> {
  const merchant = await findDefaultMerchant(db);
  if (!merchant) throw messageError(404, 'errors.not_found');
  return {
    admin_url: merchant.admin_url,
    logo_url: merchant.logo_url,
    favicon_url: merchant.favicon_url,
    title: lang === 'ar' ? merchant.title_ar : merchant.title_en,
    title_en: merchant.title_en,
    title_ar: merchant.title_ar,
    subheader: merchant.subheader,
    session_idle_ms: sessionIdleMs,
    signed_out_landing: await signedOutLandingOf(db, merchant.id),
    test_mode: await testMode(merchant.id),
  };
}

/** The plugins this deployment's merchant has installed (none before one is seeded). */
export async function installedPluginKinds(db: DbHandle): Promise<PluginKind[]> {
  const merchant = await findDefaultMerchant(db);
  const plugins = merchant ? await installedPlugins(db, merchant.id) : [];
  return plugins.map((item) => item.plugin);
}

export async function sectionsOf(
  db: DbHandle,
  viewer: SectionViewer & { merchant_id: number },
): Promise<DashboardSection[]> {
  return visibleSections(await installedPlugins(db, viewer.merchant_id), viewer);
}

/** Whether a section's table headers can be chosen; asking needs access to that section (else 403). */
export async function transactionFieldsEnabled(
  db: DbHandle,
  viewer: SectionViewer & { merchant_id: number },
  type: PluginKind,
): Promise<boolean> {
  if (
    !hasPermission(viewer, pluginAccessPermission(type)) &&
    !hasPermission(viewer, tableHeaderPermission(type))
  ) {
    throw messageError(403, 'errors.forbidden');
  }
  const plugins = await installedPlugins(db, viewer.merchant_id);
  const plugin = plugins.find((item) => item.plugin === type);
  return Boolean(plugin?.transactionFieldsEnabled);
}

export async function findSettings(db: DbHandle, merchantId: number): Promise<MerchantSettings> {
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) throw messageError(404, 'errors.not_found');
  return settingsOf(merchant);
}
