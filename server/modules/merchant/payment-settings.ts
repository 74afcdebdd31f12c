import type { MerchantSettings, MerchantSettingsPatch } from '../../../src/domain/contracts/merchant.ts';
import type { MulticheckoutSettings } from '../../../src/domain/contracts/payments.ts';
import {
  areaListErrors,
  isDefaultCountry,
  type KuwaitAreas,
  PAYMENT_SETTINGS_LIMITS,
} from '../../../src/domain/payment-settings.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { KUWAIT_AREAS } from './kuwait-areas.ts';
import { findMerchant, type Merchant, type MerchantUpdate, saveSettings } from './repository.ts';

/** The pay page's areas: the merchant's own list, else the built-in one. */
export const addressAreasOf = (merchant: Pick<Merchant, 'kuwait_areas'> | undefined): KuwaitAreas =>
  merchant?.kuwait_areas ?? KUWAIT_AREAS;

export function settingsOf(merchant: Merchant): MerchantSettings {
  const areas = addressAreasOf(merchant);
  return {
    payments_paused: merchant.payments_paused,
    pause_message_en: merchant.pause_message_en,
    pause_message_ar: merchant.pause_message_ar,
    terms_en: merchant.terms_en,
    terms_ar: merchant.terms_ar,
    disclaimer_en: merchant.disclaimer_en,
    disclaimer_ar: merchant.disclaimer_ar,
    default_country: merchant.default_country,
    capture_delivery_address: merchant.capture_delivery_address,
    capture_delivery_location: merchant.capture_delivery_location,
    first_popup_en: merchant.first_popup_en,
    first_popup_ar: merchant.first_popup_ar,
    second_popup_en: merchant.second_popup_en,
    second_popup_ar: merchant.second_popup_ar,
    kuwait_areas_en: areas.en_list,
    kuwait_areas_ar: areas.ar_list,
  };
}

type PauseText = Pick<Merchant, 'pause_message_en' | 'pause_message_ar'>;

const pauseText = (lang: Lang, own: string) => own || translate(lang, 'payments.paused');

/** SPEC 4's 423 with the merchant's own message in the reader's language, else SPEC 4's text. */
export const pausedError = (merchant: PauseText) =>
  messageError(423, 'payments.paused_message', {
    message: {
      en: pauseText('en', merchant.pause_message_en),
      ar: pauseText('ar', merchant.pause_message_ar),
    },
  });

/** What a new payment request takes from the merchant for each thing its creator left out. */
export interface PaymentDefaults {
  countryCode: string;
  termsEn: string | null;
  termsAr: string | null;
  disclaimerEn: string | null;
  disclaimerAr: string | null;
  multicheckout: MulticheckoutSettings | null;
}

const orNull = (text: string) => text || null;
const popup = (en: string, ar: string) => (en || ar ? { en, ar } : null);

export function paymentDefaults(merchant: Merchant | undefined): PaymentDefaults {
  if (!merchant) {
    return {
      countryCode: 'KW',
      termsEn: null,
      termsAr: null,
      disclaimerEn: null,
      disclaimerAr: null,
      multicheckout: null,
    };
  }
  const firstPopup = popup(merchant.first_popup_en, merchant.first_popup_ar);
  const secondPopup = popup(merchant.second_popup_en, merchant.second_popup_ar);
  const capture = merchant.capture_delivery_address || merchant.capture_delivery_location;
  return {
    countryCode: merchant.default_country,
    termsEn: orNull(merchant.terms_en),
    termsAr: orNull(merchant.terms_ar),
    disclaimerEn: orNull(merchant.disclaimer_en),
    disclaimerAr: orNull(merchant.disclaimer_ar),
    multicheckout:
      capture || firstPopup || secondPopup
        ? {
            capture_delivery_address: merchant.capture_delivery_address,
            capture_delivery_location: merchant.capture_delivery_location,
            first_popup: firstPopup,
            second_popup: secondPopup,
          }
        : null,
  };
}

/** Outer spaces are never meant: texts and area names are kept trimmed. */
function trimmed(patch: MerchantSettingsPatch): MerchantSettingsPatch {
  return Object.fromEntries(
    Object.entries(patch).map(([field, value]) => [
      field,
      typeof value === 'string'
        ? value.trim()
        : Array.isArray(value)
          ? value.map((name) => name.trim())
          : value,
    ]),
  ) as MerchantSettingsPatch;
}

/** The checks the JSON schema cannot make: a known country, two matching area lists. */
function settingsErrors(next: MerchantSettings): Record<string, Msg[]> {
  const errors: Record<string, Msg[]> = {};
  if (!isDefaultCountry(next.default_country)) errors.default_country = [msg('errors.invalid_choice')];
  const areas = areaListErrors(next.kuwait_areas_en, next.kuwait_areas_ar);
  for (const [field, error] of Object.entries(areas)) {
    errors[field] = [
      msg(`payment_settings.areas_${error}`, {
        arabic: next.kuwait_areas_ar.length,
        english: next.kuwait_areas_en.length,
        limit: PAYMENT_SETTINGS_LIMITS.area_name,
        most: PAYMENT_SETTINGS_LIMITS.areas,
      }),
    ];
  }
  return errors;
}

/** The columns of the changed fields; the two area lists are one column of pairs. */
function columnsOf(changed: MerchantSettingsPatch, next: MerchantSettings): MerchantUpdate {
  const { kuwait_areas_en, kuwait_areas_ar, ...columns } = changed;
  if (!kuwait_areas_en && !kuwait_areas_ar) return columns;
  const areas: KuwaitAreas = { en_list: next.kuwait_areas_en, ar_list: next.kuwait_areas_ar };
  return { ...columns, kuwait_areas: JSON.stringify(areas) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface SettingsChange {
  field: keyof MerchantSettings;
  before: unknown;
  after: unknown;
}

/**
 * Checks and writes a settings change in the caller's transaction; returns the settings after
 * it and what changed. The demo seed writes the demo merchant's settings through here too.
 */
export async function writeSettings(
  trx: DbHandle,
  merchantId: number,
  patch: MerchantSettingsPatch,
): Promise<{ settings: MerchantSettings; changes: SettingsChange[] }> {
  const merchant = await findMerchant(trx, merchantId);
  if (!merchant) throw messageError(404, 'errors.not_found');
  const before = settingsOf(merchant);
  const next = { ...before, ...trimmed(patch) };
  const errors = settingsErrors(next);
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const changes = (Object.keys(next) as (keyof MerchantSettings)[])
    .filter((field) => !same(before[field], next[field]))
    .map((field) => ({ field, before: before[field], after: next[field] }));
  if (changes.length) {
    const changed = Object.fromEntries(changes.map((change) => [change.field, change.after]));
    await saveSettings(trx, merchantId, columnsOf(changed, next));
  }
  return { settings: next, changes };
}

/**
 * Changes the merchant's payment settings, logged in the same transaction: a pause or resume
 * under its own action (it stops or restarts every customer payment), anything else as one
 * settings change; each with the fields it changed.
 */
export async function updateSettings(
  db: DbHandle,
  actor: { merchant_id: number; username: string },
  patch: MerchantSettingsPatch,
): Promise<MerchantSettings> {
  return inTransaction(db, async (trx) => {
    const { settings, changes } = await writeSettings(trx, actor.merchant_id, patch);
    const pause = changes.filter((change) => change.field === 'payments_paused');
    const others = changes.filter((change) => change.field !== 'payments_paused');
    const log = (action: string, list: SettingsChange[]) =>
      recordActivity(trx, {
        merchantId: actor.merchant_id,
        actor: actor.username,
        action,
        plugin: null,
        params: { changes: list },
      });
    if (others.length) await log('activity.settings_payments_updated', others);
    if (pause.length) {
      await log(settings.payments_paused ? 'activity.payments_paused' : 'activity.payments_resumed', pause);
    }
    return settings;
  });
}
